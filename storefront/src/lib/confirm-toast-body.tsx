import { Button, Group, Stack, Text } from '@mantine/core';

interface ConfirmToastBodyProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The inside of a confirmation toast: the question and its two answers. */
export function ConfirmToastBody(props: ConfirmToastBodyProps) {
  return (
    <Stack gap="xs">
      <Text size="sm">{props.message}</Text>
      <Group gap="xs">
        <Button
          size="xs"
          color="red"
          onClick={() => {
            props.onClose();
            props.onConfirm();
          }}
        >
          {props.confirmLabel}
        </Button>
        <Button size="xs" variant="default" onClick={props.onClose}>
          {props.cancelLabel}
        </Button>
      </Group>
    </Stack>
  );
}
