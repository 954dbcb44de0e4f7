import { Anchor, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { InboxItem, InboxStatus } from '@wallart/domain';
import { QuoteSection } from './quote-form';

export const received = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const kindLabel = (item: InboxItem) =>
  item.kind === 'custom-art' ? 'Custom art' : 'Contact';
export const topicOf = (item: InboxItem) =>
  item.kind === 'custom-art' ? item.style || 'Any style' : item.subject;

/**
 * One message in full, with a reply link and the button that marks it handled (or new again); a
 * custom-art request with its quote and the form that sends one.
 */
export function MessageDialog({
  item,
  busy,
  onMark,
  onClose,
}: {
  item: InboxItem | null;
  busy: boolean;
  onMark: (item: InboxItem, status: InboxStatus) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `${kindLabel(item)}: ${topicOf(item)}` : ''}
      size="lg"
    >
      {item && (
        <Stack gap="sm">
          <Text size="sm">
            From {item.name} ·{' '}
            <Anchor href={`mailto:${item.email}`} size="sm">
              {item.email}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            Received {received.format(new Date(item.createdAt))}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.message}
          </Text>
          {item.kind === 'custom-art' && (
            <>
              <Divider />
              <QuoteSection
                key={`${item._id}-${item.quote?.sentAt ?? ''}`}
                item={item}
                onSent={onClose}
              />
              <Divider />
            </>
          )}
          <Group justify="flex-end">
            {item.status === 'new' ? (
              <Button onClick={() => onMark(item, 'handled')} loading={busy}>
                Mark handled
              </Button>
            ) : (
              <Button variant="default" onClick={() => onMark(item, 'new')} loading={busy}>
                Mark as new
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
