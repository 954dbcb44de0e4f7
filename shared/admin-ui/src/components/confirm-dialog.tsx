import type { ReactNode } from 'react';
import { Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirming button's colour: red for destructive actions (the default). */
  confirmColor?: string;
  /** True while the action runs: the buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question in front of every destructive action; Cancel has the focus first. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor = 'red',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    // Above any drawer the question is asked from.
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size="sm"
      zIndex={getDefaultZIndex('modal') + 1}
    >
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
