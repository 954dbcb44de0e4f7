import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { serverUrlSchema } from '../../ipc-contract';
import type { ServerCheck } from '../shop-server-check';

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
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = serverUrlSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the shop server address');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await check(parsed.data);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      onConnected(await save(parsed.data));
    } catch {
      setError('The address could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="xl" radius="md" maw={460} w="100%">
      <form onSubmit={submit} noValidate>
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
            value={value}
            error={error}
            onChange={(e) => setValue(e.currentTarget.value)}
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
