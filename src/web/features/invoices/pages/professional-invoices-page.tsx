// /professional/invoices (spec 000 §2, linked from the professional dashboard): the professional's invoices and
// credit notes, newest first, a page at a time (X-Total-Count). A table from 640 px; cards below, so a phone never
// scrolls sideways.
import { formatCents, formatDate } from '@shared/format';
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { errorText } from '@web/lib/api-client';
import { ChevronLeft, ChevronRight, Download, ReceiptEuro } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { invoiceDownloadUrl } from '../api/download-invoice';
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
      <span className="font-mono font-medium">{invoice.invoiceNumber}</span>
      {invoice.kind === 'credit_note' ? (
        <span className="block text-xs text-muted-foreground">
          Creditnota{invoice.creditNoteOf ? ` voor ${invoice.creditNoteOf}` : ''}
        </span>
      ) : null}
    </>
  );
}

const consumerOf = (invoice: InvoiceRecord) => invoice.consumerName ?? 'Verwijderd account';

function InvoiceTable({ invoices }: { invoices: InvoiceRecord[] }) {
  return (
    <div className="hidden sm:block">
      {/* Names by aria-label, not sr-only text: an absolutely positioned sr-only element inside the scrolling table
          box would widen the page on a narrow screen. */}
      <Table aria-label="Uw facturen en creditnota's">
        <TableHeader>
          <TableRow>
            <TableHead>Nummer</TableHead>
            <TableHead>Opdracht</TableHead>
            <TableHead>Klant</TableHead>
            <TableHead>Datum</TableHead>
            <TableHead>Vervaldatum</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Totaal</TableHead>
            <TableHead aria-label="PDF" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell className="whitespace-nowrap">
                <NumberCell invoice={invoice} />
              </TableCell>
              <TableCell className="min-w-48">
                <ProjectLink invoice={invoice} />
              </TableCell>
              <TableCell>{consumerOf(invoice)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDate(invoice.invoiceDate)}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {invoice.kind === 'credit_note' ? '—' : formatDate(invoice.dueDate)}
              </TableCell>
              <TableCell>
                <InvoiceStatusBadge invoice={invoice} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatCents(invoice.totalAmount)}
              </TableCell>
              <TableCell className="text-right">
                <DownloadLink invoice={invoice} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function InvoiceCards({ invoices }: { invoices: InvoiceRecord[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:hidden" aria-label="Uw facturen en creditnota's">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="grid gap-3 rounded-lg border border-border p-4 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <NumberCell invoice={invoice} />
            </div>
            <InvoiceStatusBadge invoice={invoice} />
          </div>
          <div>
            <ProjectLink invoice={invoice} />
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Klant</dt>
            <dd className="break-words">{consumerOf(invoice)}</dd>
            <dt className="text-muted-foreground">Datum</dt>
            <dd className="tabular-nums">{formatDate(invoice.invoiceDate)}</dd>
            {invoice.kind === 'credit_note' ? null : (
              <>
                <dt className="text-muted-foreground">Vervaldatum</dt>
                <dd className="tabular-nums">{formatDate(invoice.dueDate)}</dd>
              </>
            )}
            <dt className="font-medium">Totaal</dt>
            <dd className="font-medium tabular-nums">{formatCents(invoice.totalAmount)}</dd>
          </dl>
          <DownloadLink invoice={invoice} />
        </li>
      ))}
    </ul>
  );
}

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

export function ProfessionalInvoicesPage() {
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
        <InvoiceTable invoices={invoices.data.items} />
        <InvoiceCards invoices={invoices.data.items} />
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
    </div>
  );
}
