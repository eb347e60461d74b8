import { auditActionLabel } from '@shared/audit/labels';
import type { AuditEntry } from '@shared/audit/schemas';
import { formatDateTime } from '@shared/format';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actorText, recordPath, recordText, sourceText, viewingAsText } from '../lib/entries';
import { EntryDetails } from './entry-details';

function Who({ entry, withSource = false }: { entry: AuditEntry; withSource?: boolean }) {
  const as = viewingAsText(entry);
  return (
    <>
      <span className="block font-medium">{actorText(entry)}</span>
      {entry.actor?.email ? (
        <span className="block text-xs break-all text-muted-foreground">{entry.actor.email}</span>
      ) : null}
      {as ? <span className="block text-xs text-amber-800">{as}</span> : null}
      {/* Narrower tables have no source column: the source stands here. */}
      {withSource ? (
        <span className="block font-mono text-xs text-muted-foreground xl:hidden">
          <span className="font-sans">Bron: </span>
          {sourceText(entry)}
        </span>
      ) : null}
    </>
  );
}

/** The record type, linked to its page when it has one, and its id, linked to every entry about that record. */
function Record({ entry }: { entry: AuditEntry }) {
  const path = recordPath(entry);
  const label = recordText(entry);
  return (
    <>
      <span className="block">
        {path ? (
          <Link to={path} className="text-primary hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </span>
      {entry.entityId ? (
        <Link
          to={`/admin/audit?${new URLSearchParams({ entity: entry.entityType, entityId: entry.entityId })}`}
          title={entry.entityId}
          aria-label={`Alle regels over ${label.toLowerCase()} ${entry.entityId}`}
          className="block font-mono text-xs text-muted-foreground hover:underline"
        >
          {shortId(entry.entityId)}
        </Link>
      ) : null}
    </>
  );
}

/** Date over time, so the column stays narrow. */
const when = (entry: AuditEntry) => {
  const [day, time] = formatDateTime(entry.createdAt).split(' ');
  return (
    <time dateTime={entry.createdAt} className="tabular-nums">
      <span className="block whitespace-nowrap">{day}</span>
      <span className="block text-xs text-muted-foreground">{time}</span>
    </time>
  );
};

/** The columns: when, who (and as whom), the action, the record, the source and the recorded values. */
const COLUMNS: readonly DataColumn<AuditEntry>[] = [
  { id: 'when', header: 'Wanneer', card: 'none', cell: when },
  {
    id: 'action',
    header: 'Actie',
    card: 'title',
    className: 'min-w-28',
    cell: (e) => auditActionLabel(e.action),
    cardCell: (e) => (
      <>
        <span className="block font-medium">{auditActionLabel(e.action)}</span>
        <span className="block text-xs text-muted-foreground">{formatDateTime(e.createdAt)}</span>
      </>
    ),
  },
  {
    id: 'who',
    header: 'Wie',
    className: 'min-w-32',
    cell: (e) => <Who entry={e} withSource />,
    cardCell: (e) => <Who entry={e} />,
  },
  { id: 'record', header: 'Record', cell: (e) => <Record entry={e} /> },
  {
    id: 'source',
    header: 'Bron',
    headClassName: 'hidden xl:table-cell',
    className: 'hidden font-mono text-xs xl:table-cell',
    cell: sourceText,
  },
  {
    id: 'details',
    header: 'Details',
    card: 'actions',
    className: 'min-w-28 max-w-64',
    cell: (e) => <EntryDetails entry={e} />,
  },
];

/** The start of an id, enough to tell records apart on the screen (the whole id is in the link's title). */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** A list of audit entries: a table from 640 px, a card per entry below it. */
export function AuditList({
  entries,
  label,
  state,
  busy,
}: {
  entries: readonly AuditEntry[];
  label: string;
  state?: ReactNode;
  busy?: boolean;
}) {
  return (
    <DataList
      columns={COLUMNS}
      rows={entries}
      rowKey={(e) => e.id}
      label={label}
      state={state}
      tableProps={{ 'aria-busy': busy || undefined }}
    />
  );
}
