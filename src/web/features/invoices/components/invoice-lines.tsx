import { formatCents } from '@shared/format';
import type { PricedLine, RateTotal } from '@shared/invoices/vat';
import { cn } from '@web/lib/cn';

export interface LineGroup {
  title: string;
  lines: readonly PricedLine[];
}

export interface InvoiceTotals {
  byRate: readonly RateTotal[];
  subtotalExBtw: number;
  totalBtw: number;
  totalAmount: number;
}

const num = 'text-right tabular-nums whitespace-nowrap';

/**
 * The lines of an invoice (or of one being made) with amount ex VAT, VAT rate, VAT and total per line, then VAT per
 * rate, subtotal, VAT and total. A table where the invoice has 28rem of room (a container query: the project page's
 * side column with a wide sidebar and a large font has less); below it every line is a small block, so nothing
 * scrolls sideways.
 */
export function InvoiceLines({
  groups,
  totals,
  caption,
}: {
  groups: readonly LineGroup[];
  totals: InvoiceTotals;
  caption: string;
}) {
  const shown = groups.filter((g) => g.lines.length > 0);
  return (
    <div className="@container grid grid-cols-1 gap-4">
      <table aria-label={caption} className="hidden w-full text-sm @md:table">
        <thead>
          <tr className="border-b border-border text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="py-2 pr-3 text-left">
              Omschrijving
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Excl. BTW
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              BTW %
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              BTW
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Totaal
            </th>
          </tr>
        </thead>
        {shown.map((group) => (
          <tbody key={group.title} className="border-b border-border">
            {shown.length > 1 ? (
              <tr>
                <th
                  scope="colgroup"
                  colSpan={5}
                  className="pt-3 pb-1 text-left text-xs font-semibold text-foreground"
                >
                  {group.title}
                </th>
              </tr>
            ) : null}
            {group.lines.map((line, i) => (
              <tr key={`${group.title}-${i}`}>
                <td className="py-2 pr-3 break-words">{line.description}</td>
                <td className={cn(num, 'px-3 py-2')}>{formatCents(line.amountExBtw)}</td>
                <td className={cn(num, 'px-3 py-2')}>{line.btwPercentage}%</td>
                <td className={cn(num, 'px-3 py-2')}>{formatCents(line.btwAmount)}</td>
                <td className={cn(num, 'py-2 pl-3')}>{formatCents(line.totalAmount)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>

      <div className="grid grid-cols-1 gap-3 @md:hidden">
        {shown.map((group) => (
          <div key={group.title} className="grid grid-cols-1 gap-2">
            {shown.length > 1 ? (
              <h4 className="text-xs font-semibold text-foreground">{group.title}</h4>
            ) : null}
            <ul className="grid grid-cols-1 gap-2">
              {group.lines.map((line, i) => (
                <li key={`${group.title}-${i}`} className="rounded-lg border border-border p-3 text-sm">
                  <p className="font-medium break-words">{line.description}</p>
                  <dl className="mt-1 grid grid-cols-2 gap-x-3 text-muted-foreground">
                    <dt>Excl. BTW</dt>
                    <dd className={num}>{formatCents(line.amountExBtw)}</dd>
                    <dt>BTW {line.btwPercentage}%</dt>
                    <dd className={num}>{formatCents(line.btwAmount)}</dd>
                    <dt className="font-medium text-foreground">Totaal</dt>
                    <dd className={cn(num, 'font-medium text-foreground')}>
                      {formatCents(line.totalAmount)}
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <InvoiceTotalsList totals={totals} />
    </div>
  );
}

/** VAT per rate, subtotal ex VAT, VAT and the total including VAT. */
export function InvoiceTotalsList({ totals, className }: { totals: InvoiceTotals; className?: string }) {
  return (
    <dl
      className={cn(
        'ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-y-1 text-sm [&_dd]:pl-4',
        className,
      )}
    >
      {totals.byRate.map((rate) => (
        <div key={rate.btwPercentage} className="contents text-muted-foreground">
          <dt>
            BTW {rate.btwPercentage}% over {formatCents(rate.amountExBtw)}
          </dt>
          <dd className={num}>{formatCents(rate.btwAmount)}</dd>
        </div>
      ))}
      <dt className="border-t border-border pt-2">Subtotaal excl. BTW</dt>
      <dd className={cn(num, 'border-t border-border pt-2')}>{formatCents(totals.subtotalExBtw)}</dd>
      <dt>BTW</dt>
      <dd className={num}>{formatCents(totals.totalBtw)}</dd>
      <dt className="border-t border-border pt-2 text-base font-semibold">Totaal incl. BTW</dt>
      <dd className={cn(num, 'border-t border-border pt-2 text-base font-semibold')}>
        {formatCents(totals.totalAmount)}
      </dd>
    </dl>
  );
}
