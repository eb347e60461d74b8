// /admin/payouts: every payout statement, filtered by professional and status (kept in the address). 'Created'
// payouts can be chosen and put in one SEPA credit-transfer file for the bank, which the server then marks 'sent';
// each row opens its statement, where the admin marks it paid. A table from 640 px; cards below (DataList).
import { formatCents, formatDate } from '@shared/format';
import type { PayoutSummary } from '@shared/payouts/schemas';
import {
  PAYOUT_STATEMENT_STATUS_LABELS,
  PAYOUT_STATEMENT_STATUSES,
  type PayoutStatementStatus,
} from '@shared/payouts/status';
import { PAYOUT_MESSAGES as T } from '@shared/payouts/texts';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { FileDown, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { saveFile, useExportSepa } from '../api/export-sepa';
import { useAdminPayouts } from '../api/get-payouts';
import { PayoutStatusBadge } from '../components/payout-status-badge';
import { periodOf } from '../components/period';

export interface ProfessionalChoice {
  id: string;
  name: string;
}

const isStatus = (v: string | null): v is PayoutStatementStatus =>
  (PAYOUT_STATEMENT_STATUSES as readonly string[]).includes(v ?? '');

function useFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter = {
    professionalId: params.get('professional') || undefined,
    status: isStatus(status) ? status : undefined,
  };
  const set = (name: 'professional' | 'status', value: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value) p.set(name, value);
        else p.delete(name);
        return p;
      },
      { replace: true },
    );
  return { filter, set };
}

function ReferenceLink({ payout }: { payout: PayoutSummary }) {
  return (
    <>
      <Link
        to={`/admin/payouts/${payout.id}`}
        className="font-mono font-medium text-foreground hover:text-primary hover:underline"
        aria-label={T.view(payout.reference)}
      >
        {payout.reference}
      </Link>
      <span className="block break-words">{payout.professionalName}</span>
    </>
  );
}

function columns(selected: ReadonlySet<string>, toggle: (id: string) => void): DataColumn<PayoutSummary>[] {
  const pick = (payout: PayoutSummary) =>
    payout.status === 'created' ? (
      <Checkbox
        checked={selected.has(payout.id)}
        onChange={() => toggle(payout.id)}
        aria-label={T.select(payout.reference)}
        className="size-5"
      />
    ) : null;
  return [
    { id: 'pick', header: null, headLabel: T.pick, card: 'actions', cell: pick },
    {
      id: 'reference',
      header: `${T.reference} / ${T.professional}`,
      className: 'min-w-40',
      card: 'title',
      cell: (payout) => <ReferenceLink payout={payout} />,
    },
    { id: 'period', header: T.period, className: 'whitespace-nowrap', cell: periodOf },
    {
      id: 'amount',
      header: T.amount,
      headClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums font-medium',
      cell: (payout) => formatCents(payout.amount),
    },
    {
      id: 'created',
      header: T.createdAt,
      className: 'whitespace-nowrap tabular-nums',
      cell: (payout) => formatDate(payout.createdAt),
    },
    {
      id: 'status',
      header: T.status,
      card: 'status',
      cell: (payout) => <PayoutStatusBadge status={payout.status} />,
    },
  ];
}

export function AdminPayoutsPage({ professionals }: { professionals?: ProfessionalChoice[] | undefined }) {
  const { filter, set } = useFilter();
  const payouts = useAdminPayouts(filter);
  const exportSepa = useExportSepa();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const rows = payouts.data?.payouts ?? [];
  const choosable = rows.filter((p) => p.status === 'created');
  // Only what is on screen and still 'created' counts: a filter or another admin's export may have hidden the rest.
  const selected = choosable.filter((p) => picked.has(p.id));
  const selectedIds = new Set(selected.map((p) => p.id));
  const total = selected.reduce((sum, p) => sum + p.amount, 0);
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allPicked = choosable.length > 0 && selected.length === choosable.length;
  const toggleAll = () => setPicked(allPicked ? new Set() : new Set(choosable.map((p) => p.id)));

  const download = async () => {
    try {
      const file = await exportSepa.mutateAsync({ payoutIds: selected.map((p) => p.id) });
      saveFile(file, 'uitbetalingen.xml');
      setPicked(new Set());
      toast({ title: T.sepaDone, variant: 'success' });
    } catch (err) {
      toast({ title: T.sepaFailed, description: errorText(err), variant: 'destructive' });
    }
  };

  let list: React.ReactNode;
  if (payouts.data === undefined) {
    list = payouts.isError ? (
      <LoadErrorAlert onRetry={() => void payouts.refetch()}>
        <span className="font-medium">{T.loadFailed}</span> {errorText(payouts.error, T.checkConnection)}
      </LoadErrorAlert>
    ) : (
      <div className="grid gap-3" role="status" aria-busy="true">
        <span className="sr-only">{T.listTitle}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (rows.length === 0) {
    list = (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <Wallet className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">{T.noPayouts}</p>
      </div>
    );
  } else {
    list = (
      <DataList
        columns={columns(selectedIds, toggle)}
        rows={rows}
        rowKey={(payout) => payout.id}
        label={T.listTitle}
      />
    );
  }

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader title={T.listTitle} description={T.adminDescription} />

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="payouts-professional">{T.professional}</Label>
          <Select
            id="payouts-professional"
            value={filter.professionalId ?? ''}
            onChange={(e) => set('professional', e.target.value)}
          >
            <option value="">{T.allProfessionals}</option>
            {(professionals ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payouts-status">{T.status}</Label>
          <Select
            id="payouts-status"
            value={filter.status ?? ''}
            onChange={(e) => set('status', e.target.value)}
          >
            <option value="">{T.allStatuses}</option>
            {PAYOUT_STATEMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYOUT_STATEMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-2">
              {choosable.length > 0 ? (
                <>
                  <Checkbox id="payouts-all" checked={allPicked} onChange={toggleAll} className="size-5" />
                  <Label htmlFor="payouts-all" className="font-normal">
                    {T.selectAll}
                  </Label>
                </>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {selected.length > 0 ? T.selected(selected.length, total) : T.noneSelected}
            </p>
            <Button onClick={() => void download()} disabled={selected.length === 0 || exportSepa.isPending}>
              <FileDown aria-hidden />
              {exportSepa.isPending ? T.busy : T.downloadSepa}
            </Button>
          </div>
          <div className={payouts.isPlaceholderData ? 'opacity-60' : undefined}>{list}</div>
        </CardContent>
      </Card>
    </div>
  );
}
