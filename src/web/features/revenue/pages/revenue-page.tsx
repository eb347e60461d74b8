// /admin/revenue: the month's revenue from paid invoices, the platform's 20% and the
// professionals' payouts, per professional with what is paid out and what is still open and the payout action (it
// pays the open amount; the statements are on /admin/payouts), the month as CSV, and a bar chart of the 12
// months up to the chosen one (Chart.js in its own lazy chunk). Months and years in the Netherlands' calendar; the
// years run from the first invoice's year to now (the observed product fixed them to 2024 and 2025).
import { formatCents, formatDate } from '@shared/format';
import { currentMonth, yearChoices } from '@shared/revenue/months';
import type { ProfessionalRevenue } from '@shared/revenue/schemas';
import { MONTH_NAMES, monthName, PAYOUT_STATUS_LABELS, REVENUE_MESSAGES } from '@shared/revenue/texts';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/api-client';
import { Banknote, Download, Euro, Percent, ReceiptText, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { revenueExportUrl } from '../api/export-revenue';
import { useRevenue } from '../api/get-revenue';
import { useRevenueHistory } from '../api/get-revenue-history';
import { PayoutButton } from '../components/payout-button';

const RevenueChart = lazy(() => import('../components/revenue-chart'));

export interface ProfessionalChoice {
  id: string;
  name: string;
}

function useChosenMonth() {
  const [params, setParams] = useSearchParams();
  const now = currentMonth();
  const int = (name: string, min: number, max: number, fallback: number) => {
    const n = Number.parseInt(params.get(name) ?? '', 10);
    return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
  };
  const chosen = {
    month: int('maand', 1, 12, now.month),
    year: int('jaar', 2000, now.year, now.year),
    professionalId: params.get('professional') || undefined,
  };
  const set = (name: 'maand' | 'jaar' | 'professional', value: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value) p.set(name, value);
        else p.delete(name);
        return p;
      },
      { replace: true },
    );
  return { chosen, now, set };
}

function Tile({ label, value, icon: Icon }: { label: string; value: string; icon: typeof Euro }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-xl font-semibold tabular-nums">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function StatusBadge({ row }: { row: ProfessionalRevenue }) {
  return (
    <Badge color={row.payoutStatus === 'paid' ? 'green' : 'yellow'}>
      {PAYOUT_STATUS_LABELS[row.payoutStatus]}
    </Badge>
  );
}

/**
 * The payout action pays what is open: the month's items in no payout yet. A month paid out before shows when;
 * one with nothing open (or only reversals, a negative net) has nothing to pay.
 */
function Action({ row, year, month }: { row: ProfessionalRevenue; year: number; month: number }) {
  if (row.openAmount > 0) return <PayoutButton row={row} year={year} month={month} />;
  if (row.paidOutAt)
    return (
      <span className="text-sm whitespace-nowrap text-muted-foreground">
        Verwerkt op {formatDate(row.paidOutAt)}
      </span>
    );
  return <span className="text-sm text-muted-foreground">Niets uit te betalen</span>;
}

const money = (
  amount: (row: ProfessionalRevenue) => number,
  strong = false,
): Pick<DataColumn<ProfessionalRevenue>, 'headClassName' | 'className' | 'cell'> => ({
  headClassName: 'text-right',
  className: `text-right whitespace-nowrap tabular-nums${strong ? ' font-medium' : ''}`,
  cell: (row) => formatCents(amount(row)),
});

/** The columns of the month's list per professional; `action` is the payout action of the shown month. */
const columnsFor = (year: number, month: number): DataColumn<ProfessionalRevenue>[] => [
  {
    id: 'professional',
    header: 'Professional',
    className: 'min-w-40',
    card: 'title',
    cell: (row) => (
      <>
        <span className="font-medium">{row.professionalName}</span>
        <span className="block text-xs break-words text-muted-foreground">{row.professionalEmail}</span>
      </>
    ),
  },
  {
    id: 'invoices',
    header: 'Facturen',
    headClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (row) => row.invoiceCount,
  },
  { id: 'revenue', header: 'Omzet excl. BTW', ...money((row) => row.totalExBtw) },
  { id: 'fee', header: 'Platformvergoeding', ...money((row) => row.platformFee) },
  { id: 'leads', header: 'Leadvergoedingen', ...money((row) => row.leadFees) },
  {
    id: 'payout',
    header: 'Uitbetaling',
    ...money((row) => row.professionalPayout, true),
    cardCell: (row) => <span className="font-medium">{formatCents(row.professionalPayout)}</span>,
  },
  { id: 'paidOut', header: 'Uitbetaald', ...money((row) => row.paidOutAmount) },
  { id: 'open', header: 'Open', ...money((row) => row.openAmount, true) },
  { id: 'status', header: 'Status', card: 'status', cell: (row) => <StatusBadge row={row} /> },
  {
    id: 'action',
    header: null,
    headLabel: 'Actie',
    className: 'text-right',
    card: 'actions',
    cell: (row) => <Action row={row} year={year} month={month} />,
  },
];

function Loading({ label }: { label: string }) {
  return (
    <div className="grid gap-3" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

export function RevenuePage({ professionals }: { professionals?: ProfessionalChoice[] | undefined }) {
  const { chosen, now, set } = useChosenMonth();
  const revenue = useRevenue(chosen);
  const history = useRevenueHistory({ year: chosen.year, month: chosen.month });
  const years = yearChoices(history.data?.firstYear ?? now.year, now);
  if (!years.includes(chosen.year)) years.unshift(chosen.year);
  const chosenName = monthName(chosen.month, chosen.year);
  const data = revenue.data;

  let list: React.ReactNode;
  if (data === undefined) {
    list = revenue.isError ? (
      <LoadErrorAlert onRetry={() => void revenue.refetch()}>
        <span className="font-medium">{REVENUE_MESSAGES.loadFailed}</span>{' '}
        {errorText(revenue.error, 'Controleer uw verbinding en probeer het opnieuw.')}
      </LoadErrorAlert>
    ) : (
      <Loading label="Omzetgegevens laden" />
    );
  } else if (data.professionals.length === 0) {
    list = <p className="py-6 text-center text-muted-foreground">Geen betaalde facturen in {chosenName}.</p>;
  } else {
    list = (
      <DataList
        columns={columnsFor(data.year, data.month)}
        rows={data.professionals}
        rowKey={(row) => row.professionalId}
        label={`Omzet per professional, ${monthName(data.month, data.year)}`}
      />
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Omzet"
        description="Omzet uit betaalde facturen, de platformvergoeding (20% van het bedrag excl. BTW) en de uitbetalingen aan professionals (80%)."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/payouts">
                <Banknote aria-hidden />
                Uitbetalingen
              </Link>
            </Button>
            <Button asChild variant="outline">
              <a href={revenueExportUrl(chosen)} download>
                <Download aria-hidden />
                CSV downloaden
              </a>
            </Button>
          </>
        }
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="revenue-month">Maand</Label>
          <Select id="revenue-month" value={chosen.month} onChange={(e) => set('maand', e.target.value)}>
            {MONTH_NAMES.map((name, i) => (
              <option key={name} value={i + 1}>
                {name.charAt(0).toUpperCase() + name.slice(1)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="revenue-year">Jaar</Label>
          <Select id="revenue-year" value={chosen.year} onChange={(e) => set('jaar', e.target.value)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="revenue-professional">Professional</Label>
          <Select
            id="revenue-professional"
            value={chosen.professionalId ?? ''}
            onChange={(e) => set('professional', e.target.value)}
          >
            <option value="">Alle professionals</option>
            {(professionals ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <section aria-label={`Totalen ${chosenName}`} className="grid grid-tiles gap-4">
        <Tile
          label="Omzet excl. BTW"
          value={data ? formatCents(data.totals.totalRevenue) : '—'}
          icon={Euro}
        />
        <Tile
          label="Platformvergoeding"
          value={data ? formatCents(data.totals.totalPlatformFee) : '—'}
          icon={Percent}
        />
        <Tile
          label="Uitbetaling professionals"
          value={data ? formatCents(data.totals.totalProfessionalPayout) : '—'}
          icon={Wallet}
        />
        <Tile
          label="Betaalde facturen"
          value={data ? String(data.totals.invoiceCount) : '—'}
          icon={ReceiptText}
        />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Per professional</CardTitle>
          <CardDescription>{chosenName.charAt(0).toUpperCase() + chosenName.slice(1)}</CardDescription>
        </CardHeader>
        <CardContent className={revenue.isPlaceholderData ? 'opacity-60' : undefined}>{list}</CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Laatste 12 maanden</CardTitle>
          <CardDescription>
            Omzet excl. BTW en platformvergoeding per maand, tot en met {chosenName}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {history.data ? (
            <>
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <RevenueChart months={history.data.months} />
              </Suspense>
              {/* sr-only on a wrapper: a table is never narrower than its content, so it cannot be 1 px wide itself. */}
              <div className="sr-only">
                <table>
                  <caption>Omzet per maand, laatste 12 maanden</caption>
                  <thead>
                    <tr>
                      <th scope="col">Maand</th>
                      <th scope="col">Omzet excl. BTW</th>
                      <th scope="col">Platformvergoeding</th>
                    </tr>
                  </thead>
                  <tbody>
                    {history.data.months.map((m) => (
                      <tr key={`${m.year}-${m.month}`}>
                        <th scope="row">{monthName(m.month, m.year)}</th>
                        <td>{formatCents(m.totalRevenue)}</td>
                        <td>{formatCents(m.totalPlatformFee)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : history.isError ? (
            <LoadErrorAlert onRetry={() => void history.refetch()}>
              <span className="font-medium">{REVENUE_MESSAGES.loadFailed}</span>
            </LoadErrorAlert>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
