import { useMutation } from '@tanstack/react-query';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useAdminHost, useApi } from '../../app/admin-context';
import type { AdminOrderQuery } from './orders.queries';

type ExportFilters = Omit<AdminOrderQuery, 'page' | 'limit'>;

const orNothing = <T,>(value: T | null | undefined) => value ?? undefined;

/** "Export CSV": every order the screen's filters match, with a Guest column (PRODUCT §11). */
export function OrdersExportButton({ filters }: { filters: ExportFilters }) {
  const api = useApi();
  const host = useAdminHost();
  const exportCsv = useMutation({
    mutationFn: () =>
      api.order.exportCsv({
        status: orNothing(filters.status),
        paymentStatus: orNothing(filters.paymentStatus),
        placedBy: orNothing(filters.placedBy),
        search: orNothing(filters.search),
        from: orNothing(filters.from),
        to: orNothing(filters.to),
        country: orNothing(filters.country),
      }),
    meta: { errorMessage: 'Order export failed' },
  });
  const onExport = () =>
    exportCsv.mutate(undefined, {
      onSuccess: async (csv) => {
        const day = new Date().toISOString().slice(0, 10);
        await host.saveFile(`orders-${day}.csv`, csv, 'text/csv');
      },
    });
  return <ExportCsvButton onClick={onExport} loading={exportCsv.isPending} />;
}
