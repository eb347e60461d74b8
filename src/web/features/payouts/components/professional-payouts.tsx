// The professional's payouts, a section of /professional/invoices: each statement with its month, reference, net
// and status, opening the statement (items, totals, IBAN) and offering its PDF. A table from 640 px; cards below.
import { formatCents } from '@shared/format';
import type { PayoutSummary } from '@shared/payouts/schemas';
import { PAYOUT_MESSAGES as T } from '@shared/payouts/texts';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/api-client';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { payoutPdfUrl } from '../api/get-payout';
import { useProfessionalPayouts } from '../api/get-payouts';
import { PayoutStatusBadge } from './payout-status-badge';
import { periodOf } from './period';

function PdfLink({ payout, compact = false }: { payout: PayoutSummary; compact?: boolean }) {
  const name = `${T.downloadPdf}: ${payout.reference}`;
  return (
    <Button asChild variant="ghost" size={compact ? 'icon' : 'sm'} className={compact ? 'size-9' : undefined}>
      <a href={payoutPdfUrl(payout.id)} download aria-label={compact ? name : undefined} title={name}>
        <Download aria-hidden />
        {compact ? null : T.downloadPdf}
      </a>
    </Button>
  );
}

const COLUMNS: readonly DataColumn<PayoutSummary>[] = [
  {
    id: 'reference',
    header: T.reference,
    className: 'whitespace-nowrap',
    card: 'title',
    cell: (payout) => (
      <Link
        to={`/professional/payouts/${payout.id}`}
        className="font-mono font-medium text-foreground hover:text-primary hover:underline"
        aria-label={T.view(payout.reference)}
      >
        {payout.reference}
      </Link>
    ),
  },
  { id: 'period', header: T.period, className: 'whitespace-nowrap', cell: periodOf },
  {
    id: 'net',
    header: T.net,
    headClassName: 'text-right',
    className: 'text-right whitespace-nowrap tabular-nums font-medium',
    cell: (payout) => formatCents(payout.amount),
  },
  {
    id: 'status',
    header: T.status,
    card: 'status',
    cell: (payout) => <PayoutStatusBadge status={payout.status} />,
  },
  {
    id: 'pdf',
    header: null,
    headLabel: 'PDF',
    className: 'text-right',
    card: 'actions',
    cell: (payout) => <PdfLink payout={payout} compact />,
    cardCell: (payout) => <PdfLink payout={payout} />,
  },
];

export function ProfessionalPayouts() {
  const payouts = useProfessionalPayouts();
  let content: React.ReactNode;
  if (payouts.data === undefined) {
    content = payouts.isError ? (
      <LoadErrorAlert onRetry={() => void payouts.refetch()}>
        <span className="font-medium">{T.loadFailed}</span> {errorText(payouts.error, T.checkConnection)}
      </LoadErrorAlert>
    ) : (
      <div className="grid gap-3" role="status" aria-busy="true">
        <span className="sr-only">{T.listTitle}</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (payouts.data.payouts.length === 0) {
    content = <p className="py-6 text-center text-muted-foreground">{T.noPayouts}</p>;
  } else {
    content = (
      <DataList columns={COLUMNS} rows={payouts.data.payouts} rowKey={(p) => p.id} label={T.listTitle} />
    );
  }
  return (
    <section id="uitbetalingen" aria-labelledby="uitbetalingen-title">
      <Card>
        <CardHeader>
          <CardTitle id="uitbetalingen-title">{T.listTitle}</CardTitle>
          <CardDescription>{T.professionalDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">{content}</CardContent>
      </Card>
    </section>
  );
}
