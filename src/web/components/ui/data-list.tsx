// Every list of records: a table where its columns fit, a card per row where they do not, so no screen scrolls
// sideways to reach a row's status or its actions. Below 640 px (Tailwind's `sm`, a phone) always cards; wider, the
// table is kept when it fits in the width the list is given and becomes cards when it does not. That width is
// what the page leaves after the sidebar and the card's padding, and what the table needs depends on its content and
// on the theme's font size, so the list measures it (a ResizeObserver) instead of guessing a screen width per
// list (decision 0040). One copy is out of the accessibility tree at each size (display:none, or visibility:hidden
// for the table kept for measuring), so screen readers see one list. Loading, error and empty states are rendered
// once (in the table's body, whose header shows only where it fits), so their text is on the page once.
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from './table';

/** Where a column goes on a phone's card. */
export type CardPlace =
  /** Top left, the row's name: a link to the record, a reference under it. */
  | 'title'
  /** Top right, beside the title: the status badge. */
  | 'status'
  /** A 'label: value' line (the default); the label is `label`, else the header when it is text. */
  | 'fact'
  /** The buttons and links at the card's foot, wrapping onto more lines when they need to. */
  | 'actions'
  /** Not on the card (it repeats what the card already says). */
  | 'none';

/** One column: its header and what each row shows in it, in the table and on the card. */
export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  /** The header cell's name when it shows none (the actions column), as its aria-label. */
  headLabel?: string;
  /** Class names of the header cell. */
  headClassName?: string;
  /** Class names of the body cell. */
  className?: string;
  cell: (row: T) => ReactNode;
  /** Where the column goes on a phone's card; 'fact' unless said. */
  card?: CardPlace;
  /** The fact's label on a card, when the header is not plain text. */
  label?: string;
  /** What the card shows when it differs from the table's cell (a wider control, a button with its text). */
  cardCell?: (row: T) => ReactNode;
}

export interface DataListProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The list's name (aria-label of the table and of the cards' list). */
  label?: string;
  /** Instead of the rows: what the list says while loading, after an error or when empty. */
  state?: ReactNode;
  /** Further attributes of the table (aria-busy while refetching). */
  tableProps?: Omit<ComponentProps<'table'>, 'children'>;
}

const place = <T,>(column: DataColumn<T>): CardPlace => column.card ?? 'fact';

/**
 * Whether the table fits in the list's width: measured before the first paint and again whenever the list's width
 * or the table's own size changes (a window resize, the sidebar's width, a larger font, longer rows). The table is
 * always laid out at the list's width, invisibly when it does not fit, so its overflow says how much it needs.
 */
function useTableFits(showsState: boolean) {
  const frame = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [fits, setFits] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a state (loading, empty) and the rows are different elements; observe the ones on the page
  useLayoutEffect(() => {
    const box = frame.current;
    const inner = table.current;
    if (!box || !inner) return;
    // offsetWidth 0: display:none on a phone, where the cards show whatever it measures.
    const check = () => setFits(inner.offsetWidth === 0 || inner.offsetWidth <= box.clientWidth + 1);
    check();
    // React renders the switch after the observer's callback, so the copies change size in a later frame and the
    // observer is not asked to deliver again within this one.
    const observer = new ResizeObserver(check);
    observer.observe(box);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [showsState]);
  return { frame, table, fits };
}

export function DataList<T>({ columns, rows, rowKey, label, state, tableProps }: DataListProps<T>) {
  const showsState = state !== undefined && state !== null;
  const { frame, table, fits } = useTableFits(showsState);
  const head = (className?: string) => (
    <TableHeader className={className}>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column.id} className={column.headClassName} aria-label={column.headLabel}>
            {column.header}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );

  if (showsState) {
    return (
      <div ref={frame} className="relative min-w-0">
        {/* The header alone, invisible, measures whether the columns fit; the state's row shows under it if so. */}
        <div aria-hidden className="invisible absolute inset-x-0 top-0 h-0 overflow-hidden">
          <table ref={table} className="w-full text-sm">
            {head()}
          </table>
        </div>
        <Table aria-label={label} {...tableProps}>
          {head(fits ? 'max-sm:hidden' : 'hidden')}
          <TableBody>
            <TableEmpty colSpan={columns.length}>{state}</TableEmpty>
          </TableBody>
        </Table>
      </div>
    );
  }

  return (
    // A container: the cards go two abreast where the list is wide but its table is not (a laptop, a large font).
    <div ref={frame} className="@container relative min-w-0">
      <div
        aria-hidden={fits ? undefined : true}
        className={
          fits ? 'hidden sm:block' : 'invisible absolute inset-x-0 top-0 h-0 overflow-hidden max-sm:hidden'
        }
      >
        <Table ref={table} aria-label={fits ? label : undefined} {...tableProps}>
          {head()}
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label={label} className={cn('grid grid-cols-1 gap-3 @3xl:grid-cols-2', fits && 'sm:hidden')}>
        {rows.map((row) => (
          <DataCard key={rowKey(row)} columns={columns} row={row} />
        ))}
      </ul>
    </div>
  );
}

function DataCard<T>({ columns, row }: { columns: readonly DataColumn<T>[]; row: T }) {
  const show = (column: DataColumn<T>) => (column.cardCell ?? column.cell)(row);
  const of = (where: CardPlace) => columns.filter((column) => place(column) === where);
  const [titles, statuses, facts, actions] = [of('title'), of('status'), of('fact'), of('actions')];
  return (
    // grid-cols-1 is minmax(0, 1fr): the card's one column never grows past the card for a long word or a badge.
    <li className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-border p-4 text-sm">
      {titles.length > 0 || statuses.length > 0 ? (
        // A wide status badge ('Betaald op 27-11-2026') goes under the title when both do not fit beside each other.
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="min-w-0 flex-[1_1_10rem] [overflow-wrap:anywhere]">
            {titles.map((column) => (
              <div key={column.id}>{show(column)}</div>
            ))}
          </div>
          {statuses.length > 0 ? (
            <div className="flex shrink-0 flex-col items-end gap-1">
              {statuses.map((column) => (
                <div key={column.id}>{show(column)}</div>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      {facts.length > 0 ? (
        <dl className="grid grid-cols-[minmax(0,max-content)_minmax(8rem,1fr)] gap-x-3 gap-y-1.5">
          {facts.map((column) => (
            <div key={column.id} className="contents">
              <dt className="text-muted-foreground">
                {column.label ?? (typeof column.header === 'string' ? column.header : column.id)}
              </dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{show(column)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions.length > 0 ? (
        <div
          className={cn(
            'flex flex-wrap items-center gap-2',
            facts.length > 0 && 'border-t border-border pt-3',
          )}
        >
          {actions.map((column) => (
            <div key={column.id} className="contents">
              {show(column)}
            </div>
          ))}
        </div>
      ) : null}
    </li>
  );
}
