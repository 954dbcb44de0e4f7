import { Button, Group } from '@mantine/core';
import { IconFileInvoice, IconPackage, IconPrinter } from '@tabler/icons-react';
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
      <Button
        variant="default"
        size="xs"
        leftSection={<IconFileInvoice size={16} aria-hidden />}
        loading={invoice.isPending}
        onClick={() => invoice.mutate(orderID)}
      >
        Invoice
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPackage size={16} aria-hidden />}
        loading={packingSlip.isPending}
        onClick={() => packingSlip.mutate(orderID)}
      >
        Packing slip
      </Button>
      {host.printPdf && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={print.isPending}
          onClick={() => print.mutate(orderID)}
        >
          Print packing slip
        </Button>
      )}
    </Group>
  );
}
