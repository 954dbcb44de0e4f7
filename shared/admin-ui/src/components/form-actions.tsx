import type { ReactNode } from 'react';
import { Button, Group, type MantineSpacing } from '@mantine/core';

/** The foot of an admin form: Cancel, then the submit button, both waiting while it saves. */
export function FormActions({
  busy,
  onCancel,
  mt = 'sm',
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  mt?: MantineSpacing;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end" mt={mt} gap="xs">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {children}
      </Button>
    </Group>
  );
}
