// /admin/payouts/{id} and /professional/payouts/{id}: one payout statement — who is paid, for which month, on which
// account and under which reference, the totals (revenue ex VAT, the platform's 20%, lead fees, the net), every
// item it pays, and the PDF. The admin also marks it paid here. The server answers 404 for anyone else's.
import { formatCents, formatDate, formatIban } from '@shared/format';
import type { PayoutDetail, PayoutItem } from '@shared/payouts/schemas';
import { PAYOUT_ITEM_KIND_LABELS } from '@shared/payouts/status';
import { PAYOUT_MESSAGES as T } from '@shared/payouts/texts';
import { Alert, LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText, isNotFoundError } from '@web/lib/api-client';
import { ChevronLeft, Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { payoutPdfUrl, usePayout } from '../api/get-payout';
import { MarkPaidButton } from '../components/mark-paid-button';
import { PayoutStatusBadge } from '../components/payout-status-badge';
import { periodOf } from '../components/period';

const ITEM_COLUMNS: readonly DataColumn<PayoutItem>[] = [
  {
    id: 'reference',
    header: T.reference,
    className: 'whitespace-nowrap font-mono',
    card: 'title',
    cell: (item) => <span className="font-mono font-medium">{item.reference}</span>,
  },
  { id: 'kind', header: T.kind, cell: (item) => PAYOUT_ITEM_KIND_LABELS[item.kind] },
  { id: 'description', header: T.description, className: 'min-w-48', cell: (item) => item.description },
  {
    id: 'date',
    header: T.date,
    className: 'whitespace-nowrap tabular-nums',
    cell: (item) => formatDate(item.date),
  },
  {
    id: 'amount',
    header: T.amount,
    headClassName: 'text-right',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (item) => formatCents(item.amount),
  },
];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Totals({ payout }: { payout: PayoutDetail }) {
  const line = (label: string, cents: number, strong = false) => (
    <div
      className={`flex justify-between gap-4 py-1.5${strong ? ' border-t border-border pt-2 font-semibold' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
  return (
    <dl className="text-sm" aria-label={T.net}>
      {line(T.totalExBtw, payout.totalExBtw)}
      {line(T.platformFee, -payout.platformFee)}
      {line(T.leadFees, payout.leadFees)}
      {line(T.net, payout.amount, true)}
    </dl>
  );
}

function Statement({ payout, admin }: { payout: PayoutDetail; admin: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-(--card-spacing) lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{periodOf(payout)}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[minmax(0,max-content)_minmax(8rem,1fr)] gap-x-4 gap-y-2 text-sm">
            <Fact label={T.professional}>{payout.professionalName}</Fact>
            <Fact label={T.reference}>
              <span className="font-mono">{payout.reference}</span>
            </Fact>
            <Fact label={T.iban}>
              <span className="font-mono">{formatIban(payout.professionalIban)}</span>
            </Fact>
            <Fact label={T.status}>
              <PayoutStatusBadge status={payout.status} />
            </Fact>
            <Fact label={T.createdAt}>{formatDate(payout.createdAt)}</Fact>
            {payout.sentAt ? <Fact label={T.sentAt}>{formatDate(payout.sentAt)}</Fact> : null}
            {payout.paidAt ? <Fact label={T.paidAt}>{formatDate(payout.paidAt)}</Fact> : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{T.calculation}</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <Totals payout={payout} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={payoutPdfUrl(payout.id)} download>
                <Download aria-hidden />
                {T.downloadPdf}
              </a>
            </Button>
            {admin && payout.status !== 'paid' ? <MarkPaidButton payout={payout} /> : null}
          </div>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{T.items}</CardTitle>
        </CardHeader>
        <CardContent>
          {payout.items.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">{T.noItems}</p>
          ) : (
            <DataList
              columns={ITEM_COLUMNS}
              rows={payout.items}
              rowKey={(item) => `${item.kind}-${item.invoiceId ?? item.leadId}-${item.reference}`}
              label={T.itemsOf(payout.reference)}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function PayoutStatementPage({ audience }: { audience: 'admin' | 'professional' }) {
  const { id = '' } = useParams();
  const payout = usePayout(id);
  const back =
    audience === 'admin'
      ? { to: '/admin/payouts', label: T.backToList }
      : { to: '/professional/invoices#uitbetalingen', label: T.backToInvoices };

  let content: React.ReactNode;
  if (payout.data) {
    content = <Statement payout={payout.data.payout} admin={audience === 'admin'} />;
  } else if (payout.isError && isNotFoundError(payout.error)) {
    content = <Alert variant="destructive">{T.notFound}</Alert>;
  } else if (payout.isError) {
    content = (
      <LoadErrorAlert onRetry={() => void payout.refetch()}>
        <span className="font-medium">{T.loadFailed}</span> {errorText(payout.error, T.checkConnection)}
      </LoadErrorAlert>
    );
  } else {
    content = (
      <div className="grid gap-3" role="status" aria-busy="true">
        <span className="sr-only">{T.statementTitle}</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return (
    <div className="space-y-(--card-spacing)">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={back.to}>
          <ChevronLeft aria-hidden />
          {back.label}
        </Link>
      </Button>
      <PageHeader
        title={payout.data ? `${T.statementTitle} ${payout.data.payout.reference}` : T.statementTitle}
      />
      {content}
    </div>
  );
}
