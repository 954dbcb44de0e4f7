import { useEffect, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@wallart/domain';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSwitch } from '../../components/filter-switch';
import { ListPages } from '../../components/list-pages';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../lib/toast';
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
  const [page, setPage] = useState(1);
  const entityType = isEntityType(filter) ? filter : null;
  const audit = useAuditList({ entityType, page, limit: AUDIT_PAGE_SIZE });

  useEffect(() => {
    if (audit.isError) toast.error('Failed to fetch the audit log');
  }, [audit.isError, audit.errorUpdatedAt]);

  const onFilter = (value: string) => {
    setFilter(value);
    setPage(1);
  };

  const data = audit.data;
  return (
    <>
      <PageHeader
        title="Audit log"
        description={data ? `${data.total} changes, newest first` : undefined}
      />
      <FilterSwitch label="Filter by entity" data={FILTERS} value={filter} onChange={onFilter} />
      <DataTable
        label="Audit log"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(e) => e._id}
        loading={!data && !audit.isError}
        loadingLabel="Loading the audit log"
        empty={
          entityType
            ? `No ${ENTITY_FILTER_LABELS[entityType].toLowerCase()} changes yet.`
            : 'No changes yet.'
        }
        minWidth={1000}
      />
      {data && <ListPages total={data.total} limit={data.limit} page={page} onChange={setPage} />}
    </>
  );
}
