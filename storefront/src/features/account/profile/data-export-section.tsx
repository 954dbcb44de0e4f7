import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messageOf } from '../../../lib/errors';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';
import { useExportAccount } from '../account.queries';
import { AccountCard } from './account-card';

/** Everything the shop keeps about the account, as one JSON file. */
export function DataExportSection() {
  const exportData = useExportAccount();
  return (
    <AccountCard
      title="Your data"
      intro="Download everything we keep about you: your details, your orders, the reviews you wrote and the messages you sent us, as a JSON file."
    >
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: ({ blob, fileName }) => downloadFile(fileName, blob, blob.type),
              onError: (error) =>
                toast.error(messageOf(error, 'Your data could not be downloaded')),
            })
          }
        >
          Download my data
        </Button>
      </Group>
    </AccountCard>
  );
}
