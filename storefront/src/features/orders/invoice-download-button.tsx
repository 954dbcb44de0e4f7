import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useInvoiceDownload } from './use-invoice-download';

/** "Invoice (PDF)" on an order card: the order's invoice, saved as a file. */
export function InvoiceDownloadButton({ orderID }: { orderID: string }) {
  const download = useInvoiceDownload();
  const t = useT();
  const onClick = () =>
    download.mutate(orderID, {
      onError: (error) => toast.error(messageOf(error, t('orders.invoiceFailed'))),
    });
  return (
    <Button
      variant="subtle"
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={onClick}
      loading={download.isPending}
      aria-label={t('orders.invoiceFor', { id: orderID })}
      mih={44}
    >
      {t('orders.invoice')}
    </Button>
  );
}
