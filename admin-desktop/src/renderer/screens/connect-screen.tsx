import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { readySchema, useSchemaForm } from '@wallart/admin-ui/forms';
import { serverUrlSchema } from '../../ipc-contract';
import type { ServerCheck } from '../shop-server-check';

const schema = readySchema(serverUrlSchema);

export interface ConnectScreenProps {
  initialUrl: string;
  /** Checks the address (GET /api/health) before it is saved. */
  check: (serverUrl: string) => Promise<ServerCheck>;
  /** Saves the address in the app's settings; answers the normalised address. */
  save: (serverUrl: string) => Promise<string>;
  onConnected: (serverUrl: string) => void;
  /** Present when a server is already set, to go back without changing it. */
  onCancel?: () => void;
}

/** First run (and "Change shop server"): which shop server this app works with. */
export function ConnectScreen({
  initialUrl,
  check,
  save,
  onConnected,
  onCancel,
}: ConnectScreenProps) {
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm({
    initialValues: { serverUrl: initialUrl },
    schema,
    toInput: (values) => values.serverUrl,
    // The schema checks the address alone: whatever it says is about that one field.
    errorKey: () => 'serverUrl',
    onSubmit: (_values, serverUrl) => void connect(serverUrl),
  });
  const refuse = (message: string) => form.showErrors([{ path: 'serverUrl', message }]);

  async function connect(serverUrl: string) {
    setBusy(true);
    try {
      const result = await check(serverUrl);
      if (!result.ok) {
        refuse(result.message);
        return;
      }
      onConnected(await save(serverUrl));
    } catch {
      refuse('The address could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="xl" radius="md" maw={460} w="100%">
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              Connect to your shop
            </Title>
            <Text size="sm" c="dimmed">
              The address of the shop server this app manages: usually http://localhost:3000 on the
              shop&apos;s own computer, an https:// address for a server elsewhere.
            </Text>
          </div>
          <TextInput
            label="Shop server address"
            placeholder="http://localhost:3000"
            autoComplete="url"
            spellCheck={false}
            {...form.getInputProps('serverUrl')}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={busy}>
              Connect
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
