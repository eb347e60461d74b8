// /professional/invoices (linked from the professional dashboard): the professional's invoices and
// credit notes, newest first, a page at a time (X-Total-Count). A table from 640 px; cards below (DataList), so a
// phone never scrolls sideways.
import { formatCents, formatDate } from '@shared/format';
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/api-client';
import { ChevronLeft, ChevronRight, Download, Eye, ReceiptEuro } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { invoiceDownloadUrl, invoicePreviewUrl } from '../api/download-invoice';
import { useProfessionalInvoices } from '../api/get-professional-invoices';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';

const PAGE_SIZE = 20;

function label(invoice: InvoiceRecord) {
  return invoice.kind === 'credit_note' ? 'Creditnota' : 'Factuur';
}

function ProjectLink({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <>
      <Link
        to={`/project/${invoice.projectUuid}`}
        className="font-medium text-foreground break-words hover:text-primary hover:underline"
      >
        {invoice.projectTitle}
      </Link>
      <span className="block font-mono text-xs text-muted-foreground">{invoice.projectId}</span>
    </>
  );
}

function DownloadLink({ invoice, compact = false }: { invoice: InvoiceRecord; compact?: boolean }) {
  // A draft has no stored PDF yet: its preview, marked CONCEPT, instead.
  if (invoice.invoiceNumber === null) {
    const name = `Voorbeeld van de conceptfactuur voor ${invoice.projectId} bekijken (PDF)`;
    return (
      <Button
        asChild
        variant="ghost"
        size={compact ? 'icon' : 'sm'}
        className={compact ? 'size-9' : 'justify-self-start'}
      >
        <a
          href={invoicePreviewUrl(invoice.id)}
          target="_blank"
          rel="noopener"
          aria-label={compact ? name : undefined}
          title={name}
        >
          <Eye aria-hidden />
          {compact ? null : 'Voorbeeld bekijken'}
        </a>
      </Button>
    );
  }
  const name = `${label(invoice)} ${invoice.invoiceNumber} downloaden (PDF)`;
  return (
    <Button
      asChild
      variant="ghost"
      size={compact ? 'icon' : 'sm'}
      className={compact ? 'size-9' : 'justify-self-start'}
    >
      <a href={invoiceDownloadUrl(invoice.id)} download aria-label={compact ? name : undefined} title={name}>
        <Download aria-hidden />
        {compact ? null : 'PDF downloaden'}
      </a>
    </Button>
  );
}

function NumberCell({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <>
      <span className="font-mono font-medium">{invoice.invoiceNumber ?? 'Concept'}</span>
      {invoice.kind === 'credit_note' ? (
        <span className="block text-xs text-muted-foreground">
          Creditnota{invoice.creditNoteOf ? ` voor ${invoice.creditNoteOf}` : ''}
        </span>
      ) : null}
    </>
  );
}

const consumerOf = (invoice: InvoiceRecord) => invoice.consumerName ?? 'Verwijderd account';

const COLUMNS: readonly DataColumn<InvoiceRecord>[] = [
  {
    id: 'number',
    header: 'Nummer',
    className: 'whitespace-nowrap',
    card: 'title',
    cell: (invoice) => <NumberCell invoice={invoice} />,
  },
  {
    id: 'project',
    header: 'Opdracht',
    className: 'min-w-48',
    card: 'title',
    cell: (invoice) => <ProjectLink invoice={invoice} />,
    cardCell: (invoice) => (
      <div className="mt-2">
        <ProjectLink invoice={invoice} />
      </div>
    ),
  },
  { id: 'consumer', header: 'Klant', cell: consumerOf },
  {
    id: 'date',
    header: 'Datum',
    className: 'whitespace-nowrap tabular-nums',
    cell: (invoice) => formatDate(invoice.invoiceDate),
  },
  {
    id: 'due',
    header: 'Vervaldatum',
    className: 'whitespace-nowrap tabular-nums',
    cell: (invoice) => (invoice.kind === 'credit_note' ? '—' : formatDate(invoice.dueDate)),
  },
  {
    id: 'status',
    header: 'Status',
    card: 'status',
    cell: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
  },
  {
    id: 'total',
    header: 'Totaal',
    headClassName: 'text-right',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (invoice) => formatCents(invoice.totalAmount),
    cardCell: (invoice) => (
      <span className="font-medium tabular-nums">{formatCents(invoice.totalAmount)}</span>
    ),
  },
  {
    id: 'pdf',
    header: null,
    headLabel: 'PDF',
    className: 'text-right',
    card: 'actions',
    cell: (invoice) => <DownloadLink invoice={invoice} compact />,
    cardCell: (invoice) => <DownloadLink invoice={invoice} />,
  },
];

function ListSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-busy="true">
      <span className="sr-only">Facturen laden</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Paginering"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4 text-sm text-muted-foreground"
    >
      <span>
        {(page - 1) * PAGE_SIZE + 1}–{Math.min(total, page * PAGE_SIZE)} van {total}
      </span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          Vorige
        </Button>
        <span aria-live="polite">
          Pagina {page} van {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Volgende
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** `after`: what the page shows under the invoices (the app puts the professional's payouts there). */
export function ProfessionalInvoicesPage({ after }: { after?: React.ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const invoices = useProfessionalInvoices({ page, pageSize: PAGE_SIZE });
  const setPage = (next: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next > 1) p.set('page', String(next));
      else p.delete('page');
      return p;
    });

  let content: React.ReactNode;
  if (invoices.data === undefined) {
    content = invoices.isError ? (
      <LoadErrorAlert onRetry={() => void invoices.refetch()}>
        <span className="font-medium">Fout bij laden van facturen.</span>{' '}
        {errorText(invoices.error, 'Controleer uw verbinding en probeer het opnieuw.')}
      </LoadErrorAlert>
    ) : (
      <ListSkeleton />
    );
  } else if (invoices.data.total === 0) {
    content = (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <ReceiptEuro className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">U heeft nog geen facturen.</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Een factuur maakt u op de pagina van een opdracht, in de factuurstap of bij het onderdeel Factuur.
        </p>
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link to="/opdrachten">Naar mijn opdrachten</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <DataList
          columns={COLUMNS}
          rows={invoices.data.items}
          rowKey={(invoice) => invoice.id}
          label="Uw facturen en creditnota's"
        />
        <Pager page={page} total={invoices.data.total} onPage={setPage} />
      </>
    );
  }

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader title="Facturen" description="De facturen van uw opdrachten en hun betaalstatus." />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">{content}</CardContent>
      </Card>
      {after}
    </div>
  );
}
