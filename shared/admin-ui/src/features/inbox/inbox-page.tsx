import { useState } from 'react';
import { Badge } from '@mantine/core';
import { IconCheck, IconMail, IconMailOpened } from '@tabler/icons-react';
import { INBOX_STATUSES, type InboxItem, type InboxStatus } from '@wallart/domain';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen';
import { PersonCell } from '../../components/person-cell';
import { toast } from '../../lib/toast';
import { kindLabel, MessageDialog, received, topicOf } from './message-dialog';
import { useInboxList, useSetInboxStatus } from './inbox.queries';
import { QuoteStatusBadge } from './quote-form';

const FILTERS = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];
const isStatus = (value: string): value is InboxStatus =>
  (INBOX_STATUSES as readonly string[]).includes(value);

/** Custom-art requests and contact messages from the shop's forms, new until handled. */
export function InboxPage() {
  const [filter, setFilter] = useState('new');
  const [reading, setReading] = useState<InboxItem | null>(null);
  const list = useInboxList(isStatus(filter) ? filter : null);
  const setStatus = useSetInboxStatus();

  const mark = (item: InboxItem, status: InboxStatus) =>
    setStatus.mutate(
      { id: item._id, status },
      {
        onSuccess: () => {
          toast.success(status === 'handled' ? 'Marked as handled' : 'Marked as new');
          setReading(null);
        },
      },
    );

  const columns: Column<InboxItem>[] = [
    {
      key: 'received',
      header: 'Received',
      nowrap: true,
      cell: (i) => received.format(new Date(i.createdAt)),
    },
    {
      key: 'kind',
      header: 'Kind',
      cell: (i) => (
        <Badge variant="light" color={i.kind === 'custom-art' ? 'accent' : 'ink'}>
          {kindLabel(i)}
        </Badge>
      ),
    },
    {
      key: 'from',
      header: 'From',
      cell: (i) => <PersonCell name={i.name} email={i.email} />,
    },
    { key: 'topic', header: 'Subject or style', cell: topicOf },
    {
      key: 'quote',
      header: 'Quote',
      cell: (i) => (i.quoteStatus ? <QuoteStatusBadge status={i.quoteStatus} /> : '—'),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (i) => (
        <Badge variant="light" color={i.status === 'new' ? 'blue' : 'gray'}>
          {i.status === 'new' ? 'New' : 'Handled'}
        </Badge>
      ),
    },
  ];

  return (
    <ListScreen
      title="Inbox"
      description="Custom art requests and contact messages"
      filter={{ label: 'Show messages', data: FILTERS, value: filter, onChange: setFilter }}
      query={list}
      label="Messages"
      columns={columns}
      rowKey={(i) => i._id}
      loadingLabel="Loading messages"
      empty={filter === 'new' ? 'No new messages.' : 'No messages.'}
      onRowOpen={setReading}
      rowActions={(i) => [
        {
          label: `Read message from ${i.name}`,
          icon: <IconMailOpened size={18} />,
          onClick: () => setReading(i),
        },
        i.status === 'new'
          ? {
              label: `Mark message from ${i.name} handled`,
              icon: <IconCheck size={18} />,
              onClick: () => mark(i, 'handled'),
            }
          : {
              label: `Mark message from ${i.name} new`,
              icon: <IconMail size={18} />,
              onClick: () => mark(i, 'new'),
            },
      ]}
    >
      <MessageDialog
        item={reading}
        busy={setStatus.isPending}
        onMark={mark}
        onClose={() => setReading(null)}
      />
    </ListScreen>
  );
}
