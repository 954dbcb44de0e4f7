import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/errors';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';
import { useExportAccount } from '../account.queries';
import { AccountCard } from './account-card';

/** Everything the shop keeps about the account, as one JSON file. */
export function DataExportSection() {
  const exportData = useExportAccount();
  const t = useT();
  return (
    <AccountCard title={t('profile.data')} intro={t('profile.dataText')}>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: ({ blob, fileName }) => downloadFile(fileName, blob, blob.type),
              onError: (error) => toast.error(messageOf(error, t('profile.dataFailed'))),
            })
          }
        >
          {t('profile.download')}
        </Button>
      </Group>
    </AccountCard>
  );
}
