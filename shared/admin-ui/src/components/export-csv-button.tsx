import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** The list screens' "Export CSV" button (products, orders). */
export function ExportCsvButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={onClick}
      loading={loading}
    >
      Export CSV
    </Button>
  );
}
