import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@wallart/domain';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen';
import { useListPage } from '../../components/use-list-page';
import { AuditChanges } from './audit-changes';
import { ACTION_LABELS, ENTITY_FILTER_LABELS, ENTITY_LABELS } from './audit-labels';
import { useAuditList } from './audit.queries';

export const AUDIT_PAGE_SIZE = 50;
const ALL = 'all';
const FILTERS = [
  { value: ALL, label: 'All' },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_FILTER_LABELS[type] })),
];
const at = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const isEntityType = (value: string): value is AuditEntityType =>
  (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);

function Who({ entry }: { entry: AuditEntry }) {
  if (entry.actorEmail === null) return <Text size="sm">The shop (automatic)</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.actorEmail}</Text>
      {entry.actorId === null && (
        <Text size="xs" c="dimmed">
          account since deleted
        </Text>
      )}
    </Stack>
  );
}

const columns: Column<AuditEntry>[] = [
  {
    key: 'time',
    header: 'Time',
    nowrap: true,
    cell: (e) => <time dateTime={e.createdAt}>{at.format(new Date(e.createdAt))}</time>,
  },
  { key: 'who', header: 'Who', cell: (e) => <Who entry={e} /> },
  { key: 'action', header: 'Action', cell: (e) => ACTION_LABELS[e.action] },
  {
    key: 'entity',
    header: 'Entity',
    cell: (e) => (
      <Stack gap={0}>
        <Text size="sm">{ENTITY_LABELS[e.entityType]}</Text>
        <Text size="xs" ff="monospace">
          {e.entityId}
        </Text>
      </Stack>
    ),
  },
  { key: 'changes', header: 'Changes', width: '45%', cell: (e) => <AuditChanges entry={e} /> },
];

/** Every admin write, newest first: who, when, what, and each field before and after. */
export function AuditPage() {
  const [filter, setFilter] = useState(ALL);
  const [page, setPage] = useListPage(filter);
  const entityType = isEntityType(filter) ? filter : null;
  const audit = useAuditList({ entityType, page, limit: AUDIT_PAGE_SIZE });
  return (
    <ListScreen
      title="Audit log"
      description={audit.data && `${audit.data.total} changes, newest first`}
      filter={{ label: 'Filter by entity', data: FILTERS, value: filter, onChange: setFilter }}
      query={audit}
      paging={{ page, onChange: setPage }}
      label="Audit log"
      columns={columns}
      rowKey={(e) => e._id}
      loadingLabel="Loading the audit log"
      empty={
        entityType
          ? `No ${ENTITY_FILTER_LABELS[entityType].toLowerCase()} changes yet.`
          : 'No changes yet.'
      }
      minWidth={1000}
    />
  );
}
