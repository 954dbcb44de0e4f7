import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useInvoiceDownload } from './use-invoice-download';

/** "Invoice (PDF)" on an order card: the order's invoice, saved as a file. */
export function InvoiceDownloadButton({ orderID }: { orderID: string }) {
  const download = useInvoiceDownload();
  const onClick = () =>
    download.mutate(orderID, {
      onError: (error) => toast.error(messageOf(error, 'The invoice could not be downloaded')),
    });
  return (
    <Button
      variant="subtle"
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={onClick}
      loading={download.isPending}
      aria-label={`Invoice (PDF) for order ${orderID}`}
      mih={44}
    >
      Invoice (PDF)
    </Button>
  );
}
