import { useId, useState } from 'react';
import { Button, Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { AuditEntry } from '@wallart/domain';
import { entityName } from './audit-labels';
import { fieldChanges, formatValue, type FieldChange } from './audit-diff';

function summaryOf(entry: AuditEntry, changes: FieldChange[]): string {
  if (entry.before === null && entry.after === null) return 'No changes';
  if (entry.entityType === 'catalogue') {
    const count = changes.length;
    return `${count} product${count === 1 ? '' : 's'} added or changed`;
  }
  if (entry.before === null) return 'New record';
  if (entry.after === null) return 'Removed';
  const changed = changes.filter((c) => c.changed).map((c) => c.field);
  return changed.length > 0 ? changed.join(', ') : 'No field changed';
}

function Value({ value }: { value: unknown }) {
  const text = formatValue(value);
  if (value !== null && typeof value === 'object') {
    return text.includes('\n') ? (
      <Code block style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
        {text}
      </Code>
    ) : (
      <Code style={{ overflowWrap: 'anywhere' }}>{text}</Code>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={8}>
      {text}
    </Text>
  );
}

/** A short summary of what changed, opening onto every field before and after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const [opened, setOpened] = useState(false);
  const regionId = useId();
  const changes = fieldChanges(entry.before, entry.after);
  const name = entityName(entry);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{summaryOf(entry, changes)}</Text>
      {changes.length > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          color="ink"
          aria-label={`${opened ? 'Hide' : 'Show'} changes to ${name}`}
          aria-expanded={opened}
          aria-controls={regionId}
          leftSection={opened ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          onClick={() => setOpened((o) => !o)}
        >
          {opened ? 'Hide changes' : 'Show changes'}
        </Button>
      )}
      {opened && (
        <Table
          id={regionId}
          aria-label={`Changes to ${name}`}
          withTableBorder
          layout="fixed"
          verticalSpacing={4}
          miw={480}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="22%" scope="col">
                Field
              </Table.Th>
              <Table.Th scope="col">Before</Table.Th>
              <Table.Th scope="col">After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr
                key={c.field}
                data-changed={c.changed || undefined}
                bg={c.changed ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Table.Td>
                  <Text size="sm" fw={c.changed ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                    {c.field}
                  </Text>
                  {c.changed && <VisuallyHidden>(changed)</VisuallyHidden>}
                </Table.Td>
                <Table.Td>
                  <Value value={c.before} />
                </Table.Td>
                <Table.Td>
                  <Value value={c.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
