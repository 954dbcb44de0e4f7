import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileInvoice, IconPackage, IconPrinter } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useAdminHost } from '../../app/admin-context';
import { usePrintPackingSlip, useSaveOrderDocument } from './order-documents.queries';

/**
 * The order's documents (PRODUCT §8): its invoice and packing slip as PDFs, and, where the
 * host has a print dialog (the desktop app), the packing slip printed straight away.
 */
export function OrderDocuments({ orderID }: { orderID: string }) {
  const host = useAdminHost();
  const invoice = useSaveOrderDocument('invoice');
  const packingSlip = useSaveOrderDocument('packing-slip');
  const print = usePrintPackingSlip();
  return (
    <Group gap="xs" role="group" aria-label="Documents">
      <DocumentButton icon={IconFileInvoice} job={invoice} orderID={orderID}>
        Invoice
      </DocumentButton>
      <DocumentButton icon={IconPackage} job={packingSlip} orderID={orderID}>
        Packing slip
      </DocumentButton>
      {host.printPdf && (
        <DocumentButton icon={IconPrinter} job={print} orderID={orderID}>
          Print packing slip
        </DocumentButton>
      )}
    </Group>
  );
}

function DocumentButton({
  icon: Icon,
  job,
  orderID,
  children,
}: {
  icon: typeof IconPrinter;
  job: UseMutationResult<void, Error, string>;
  orderID: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<Icon size={16} aria-hidden />}
      loading={job.isPending}
      onClick={() => job.mutate(orderID)}
    >
      {children}
    </Button>
  );
}
