// /professional/leadvergoeding (docs/decisions/0021): three tiles from
// the fee summary, the new-lead panel behind 'Nieuwe lead', and the professional's leads, a page at a time from the
// server, with the filters alle / open / voltooid / uitbetaald (their counts from the fee summary) and a search on
// the client's name or the lead id, done by the server; filter, search and page are kept in the address. A table
// from 640 px; cards below, so a phone never scrolls sideways.
import { formatCents, formatDate } from '@shared/format';
import type { FeeSummary, Lead } from '@shared/leads/schemas';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { usePageInRange } from '@web/lib/use-page-in-range';
import { CalendarCheck, Hourglass, Plus, Search, UserPlus, Wallet, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFeeSummary } from '../api/get-fee-summary';
import { useMyLeads } from '../api/get-my-leads';
import { clientNameOf, LeadPayout, LeadStatusBadge } from '../components/lead-badges';
import { LeadDetailsDialog } from '../components/lead-details-dialog';
import { NewLeadForm } from '../components/new-lead-form';
import { countsOf, isLeadFilter, LEAD_FILTER_LABELS, LEAD_FILTERS, type LeadFilter } from '../lib/filter';

const PANEL_ID = 'nieuwe-lead';
const PAGE_SIZE = 20;

type ListChange = Partial<Record<'status' | 'zoek' | 'pagina', string>>;

/**
 * The filter (?status=open|voltooid|uitbetaald), the search (?zoek=) and the page (?pagina=) in the address,
 * replaced as they change. A new filter or search starts at the first page.
 */
function useListChoice() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: LeadFilter = isLeadFilter(status) ? status : 'alle';
  const search = params.get('zoek') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const set = (changes: ListChange) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (!('pagina' in changes)) p.delete('pagina');
        for (const [name, value] of Object.entries(changes)) {
          if (value && value !== 'alle' && !(name === 'pagina' && value === '1')) p.set(name, value);
          else p.delete(name);
        }
        return p;
      },
      { replace: true },
    );
  return { filter, search, page, set };
}

function Tile({
  label,
  value,
  note,
  icon: Icon,
}: {
  label: string;
  value: string;
  note: string;
  icon: typeof Wallet;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-xl font-semibold tabular-nums">{value}</p>
          <p className="text-xs text-muted-foreground">{note}</p>
        </div>
      </CardContent>
    </Card>
  );
}

const leads = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

function SummaryTiles({ summary }: { summary: FeeSummary | undefined }) {
  const money = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));
  const count = (n: number | undefined, what: string) => (n === undefined ? '' : `${leads(n)} ${what}`);
  return (
    <section
      aria-label="Overzicht leadvergoedingen"
      aria-busy={summary === undefined ? true : undefined}
      className="grid gap-4 sm:grid-cols-3"
    >
      <Tile
        label="Totaal verdiend"
        value={money(summary?.totalEarned)}
        note={count(summary?.completedLeads, 'voltooid')}
        icon={Wallet}
      />
      <Tile
        label="In afwachting"
        value={money(summary?.pendingAmount)}
        note={count(summary?.pendingLeads, 'open')}
        icon={Hourglass}
      />
      <Tile
        label="Deze maand verdiend"
        value={money(summary?.thisMonthEarnings)}
        note={summary === undefined ? '' : `${leads(summary.totalLeads)} in totaal`}
        icon={CalendarCheck}
      />
    </section>
  );
}

const serviceOf = (lead: Lead) => PROJECT_TYPE_LABELS[lead.serviceType];

const LEAD_COLUMNS: readonly DataColumn<Lead>[] = [
  {
    id: 'lead',
    header: 'Lead',
    className: 'font-mono text-xs whitespace-nowrap',
    // On a card the reference stands under the client's name.
    card: 'none',
    cell: (lead) => lead.leadId,
  },
  {
    id: 'client',
    header: 'Klant',
    className: 'min-w-36 font-medium break-words',
    card: 'title',
    cell: (lead) => clientNameOf(lead),
    cardCell: (lead) => (
      <>
        <span className="block font-medium">{clientNameOf(lead)}</span>
        <span className="block font-mono text-xs text-muted-foreground">{lead.leadId}</span>
      </>
    ),
  },
  { id: 'service', header: 'Dienst', cell: serviceOf },
  {
    id: 'created',
    header: 'Aangemaakt',
    className: 'whitespace-nowrap tabular-nums',
    cell: (lead) => formatDate(lead.createdAt),
  },
  { id: 'status', header: 'Status', card: 'status', cell: (lead) => <LeadStatusBadge lead={lead} /> },
  {
    id: 'fee',
    header: 'Vergoeding',
    headClassName: 'text-right',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (lead) => formatCents(lead.feeAmount),
    cardCell: (lead) => <span className="font-medium tabular-nums">{formatCents(lead.feeAmount)}</span>,
  },
  { id: 'payout', header: 'Uitbetaling', cell: (lead) => <LeadPayout lead={lead} /> },
  {
    id: 'details',
    header: null,
    headLabel: 'Acties',
    className: 'text-right',
    card: 'actions',
    cell: (lead) => <LeadDetailsDialog lead={lead} compact />,
    cardCell: (lead) => <LeadDetailsDialog lead={lead} />,
  },
];

function ListSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-busy="true">
      <span className="sr-only">Leads laden</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function Filters({
  summary,
  filter,
  search,
  searching,
  set,
}: {
  summary: FeeSummary | undefined;
  filter: LeadFilter;
  search: string;
  searching: boolean;
  set: (changes: ListChange) => void;
}) {
  const counts = summary ? countsOf(summary) : undefined;
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_minmax(0,18rem)] md:items-end">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Filter op status</legend>
        {LEAD_FILTERS.map((f) => (
          <Button
            key={f}
            type="button"
            size="sm"
            variant={filter === f ? 'default' : 'outline'}
            aria-pressed={filter === f}
            onClick={() => set({ status: f })}
          >
            {LEAD_FILTER_LABELS[f]}
            {counts ? <span className="tabular-nums">({counts[f]})</span> : null}
          </Button>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="lead-search">Zoeken</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="lead-search"
            type="search"
            className="pl-9"
            placeholder="Naam klant of lead-ID"
            value={search}
            onChange={(e) => set({ zoek: e.target.value })}
          />
          {searching ? (
            <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function LeadFeePage() {
  const summary = useFeeSummary();
  const { filter, search, page, set } = useListChoice();
  const q = useDebouncedValue(search.trim(), 300);
  const myLeads = useMyLeads({ page, pageSize: PAGE_SIZE, status: filter, q });
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  // Opening the panel takes the person to its first field; closing it returns them to the button.
  useEffect(() => {
    if (panelOpen) {
      panelRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      panelRef.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
      opened.current = true;
    } else if (opened.current) {
      toggleRef.current?.focus();
    }
  }, [panelOpen]);

  usePageInRange(page, myLeads.data?.total, PAGE_SIZE, (last) => set({ pagina: String(last) }));

  let list: React.ReactNode;
  const data = myLeads.data;
  const searching = search.trim() !== q || (myLeads.isFetching && !myLeads.isPending);
  if (data === undefined) {
    list = myLeads.isError ? (
      <LoadErrorAlert onRetry={() => void myLeads.refetch()}>
        <span className="font-medium">Fout bij laden van leads.</span>{' '}
        {errorText(myLeads.error, 'Controleer uw verbinding en probeer het opnieuw.')}
      </LoadErrorAlert>
    ) : (
      <ListSkeleton />
    );
  } else if (data.total === 0 && filter === 'alle' && q === '' && search.trim() === '') {
    list = (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <UserPlus className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">U heeft nog geen leads aangemeld.</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Meld een klant aan met ‘Nieuwe lead’. U ontvangt de vergoeding zodra de opdracht van uw klant is
          voltooid.
        </p>
        {panelOpen ? null : (
          <Button variant="outline" size="sm" className="mt-2" onClick={() => setPanelOpen(true)}>
            Eerste lead aanmelden
          </Button>
        )}
      </div>
    );
  } else {
    const everything = summary.data?.totalLeads;
    const filtered = filter !== 'alle' || q !== '';
    list = (
      <>
        <Filters summary={summary.data} filter={filter} search={search} searching={searching} set={set} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {filtered && everything !== undefined
            ? `${data.total} van ${leads(everything)}`
            : leads(data.total)}
        </p>
        {data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <p className="font-medium">Geen leads gevonden.</p>
            <p className="text-sm text-muted-foreground">Kies een ander filter of pas uw zoekopdracht aan.</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => set({ status: 'alle', zoek: '' })}
            >
              <X aria-hidden />
              Filters wissen
            </Button>
          </div>
        ) : (
          <>
            <DataList columns={LEAD_COLUMNS} rows={data.items} rowKey={(lead) => lead.id} label="Uw leads" />
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={(next) => set({ pagina: String(next) })}
            />
          </>
        )}
      </>
    );
  }

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Leadvergoeding"
        description="Meld klanten aan als lead. Zodra hun opdracht is voltooid, ontvangt u een vaste vergoeding, uitbetaald met de maandelijkse uitbetaling."
        actions={
          <Button
            ref={toggleRef}
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? PANEL_ID : undefined}
            onClick={() => setPanelOpen((open) => !open)}
            variant={panelOpen ? 'outline' : 'default'}
          >
            {panelOpen ? <X aria-hidden /> : <Plus aria-hidden />}
            Nieuwe lead
          </Button>
        }
      />

      {summary.isError && summary.data === undefined ? (
        <LoadErrorAlert onRetry={() => void summary.refetch()}>
          <span className="font-medium">Fout bij laden van het overzicht.</span>{' '}
          {errorText(summary.error, 'Controleer uw verbinding en probeer het opnieuw.')}
        </LoadErrorAlert>
      ) : (
        <SummaryTiles summary={summary.data} />
      )}

      {panelOpen ? (
        <Card id={PANEL_ID} ref={panelRef} className="scroll-mt-20">
          <CardHeader>
            <CardTitle>Nieuwe lead</CardTitle>
            <CardDescription>
              Uw klant ontvangt een e-mail van ons en de aanvraag wordt aan een professional toegewezen.
              Velden zonder ‘optioneel’ zijn verplicht.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NewLeadForm onDone={() => setPanelOpen(false)} />
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Uw leads</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">{list}</CardContent>
      </Card>
    </div>
  );
}
