// Payout statements (docs/decisions/0031): a payout pays exactly the items of a professional's month that were open
// when it was made, and says so item by item. Made by an admin through POST /api/admin/revenue/payout (the revenue
// module's route), moved created → sent → paid, exported to the bank as a SEPA credit-transfer file.
import { formatCents } from '@shared/format';
import type { PayoutDetail, PayoutItem, PayoutSummary } from '@shared/payouts/schemas';
import {
  canMovePayout,
  PAYOUT_STATEMENT_STATUS_LABELS,
  type PayoutStatementStatus,
} from '@shared/payouts/status';
import { PAYOUT_MESSAGES } from '@shared/payouts/texts';
import { currentMonth, monthIndex, type YearMonth } from '@shared/revenue/months';
import { splitRevenue } from '@shared/revenue/split';
import { REVENUE_MESSAGES } from '@shared/revenue/texts';
import { displayName } from '@shared/users/display-name';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows, toIso, toIsoOrNull } from '../../db/client';
import { personNameColumns } from '../../db/person-name';
import { payoutItems, payouts, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { renderPayoutStatementPdf } from '../../pdf/payout-statement';
import { removingStoredOnFailure, storePdf } from '../invoices/service';
import { notify } from '../notifications/service';
import { PAYOUT_NOTICES, payoutMail } from './notices';
import {
  OPEN_ITEMS_SQL,
  type OpenItemRow,
  PAYOUT_COLUMNS,
  PAYOUT_ITEMS_SQL,
  PAYOUT_LIST_SQL,
  type PayoutRow,
} from './queries';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log' | 'storage'>;

/** $n-numbered SQL text with its values as a drizzle query, to run the same text inside a transaction. */
export function bind(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql``,
  );
}

const cents = (v: number | string) => Number(v);

/** What a set of items comes to: revenue ex VAT, the platform's share of it, the lead fees and the net amount. */
export function payoutTotals(items: readonly { kind: string; amount: number }[]) {
  let totalExBtw = 0;
  let leadFees = 0;
  for (const item of items) {
    if (item.kind === 'invoice' || item.kind === 'credit_note') totalExBtw += item.amount;
    else leadFees += item.amount;
  }
  const { platformFee } = splitRevenue(totalExBtw);
  return { totalExBtw, platformFee, leadFees, amount: totalExBtw - platformFee + leadFees };
}

function itemDescription(row: OpenItemRow): string {
  const T = PAYOUT_MESSAGES;
  if (row.kind === 'invoice') return T.invoiceItem(row.reference, row.what);
  if (row.kind === 'credit_note') return T.creditNoteItem(row.what ?? '');
  if (row.kind === 'lead_fee') return T.leadFeeItem(row.reference);
  return T.leadFeeReversalItem(row.reference);
}

const toSummary = (r: PayoutRow): PayoutSummary => ({
  id: r.id,
  reference: r.reference,
  professionalId: r.professionalId,
  professionalName: r.professionalName,
  professionalIban: r.professionalIban,
  year: Number(r.year),
  month: Number(r.month),
  status: r.status,
  totalExBtw: Number(r.totalExBtw),
  platformFee: Number(r.platformFee),
  leadFees: Number(r.leadFees),
  amount: Number(r.amount),
  itemCount: Number(r.itemCount),
  createdAt: toIso(r.createdAt),
  sentAt: toIsoOrNull(r.sentAt),
  paidAt: toIsoOrNull(r.paidAt),
});

/** The next reference of the year (UB-2026-000001), taken in the payout's transaction: the counter row is locked. */
async function nextReference(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`insert into payout_reference_counters (year, last) values (${year}, 1)
      on conflict (year) do update set last = payout_reference_counters.last + 1
      returning last`,
  );
  return `UB-${year}-${String(row!.last).padStart(6, '0')}`;
}

/**
 * POST /api/admin/revenue/payout: a payout of the professional's month that pays exactly its open items. The
 * professional's row is locked FOR UPDATE first, so payouts of one professional are made one after the other and
 * the second of two at once finds nothing open (the unique indexes of payout_items would refuse a double anyway).
 * Refused (409) for a month not begun, when nothing is due, when `amount` is not the net due (naming it) and when
 * the professional has no IBAN. The statement's PDF is stored and mailed; audit-logged and notified, in the same
 * transaction.
 */
export async function createPayout(
  opts: Ctx & YearMonth & { actor: Actor; professionalId: string; amount: number; now?: Date },
): Promise<PayoutSummary> {
  const { actor, professionalId, year, month } = opts;
  if (monthIndex({ year, month }) > monthIndex(currentMonth())) throw conflict(REVENUE_MESSAGES.futureMonth);

  return removingStoredOnFailure(opts, (stored) =>
    opts.db.transaction(async (tx) => {
      const [pro] = await tx
        .select({ id: users.id, email: users.email, ...personNameColumns })
        .from(users)
        .where(
          sql`${users.id} = ${professionalId} and ${users.role} = 'professional' and ${users.deletedAt} is null`,
        )
        .for('update');
      if (!pro) throw notFound(REVENUE_MESSAGES.professionalNotFound);
      const [profile] = await selectRows<{ iban: string | null; company: string | null }>(
        tx,
        sql`select iban, company from professional_profiles where user_id = ${professionalId}`,
      );

      const rows = await selectRows<OpenItemRow>(tx, bind(OPEN_ITEMS_SQL, [year, month, professionalId]));
      const items = rows.map((r) => ({ ...r, amount: cents(r.amount) }));
      const totals = payoutTotals(items);
      if (items.length === 0 || totals.amount <= 0) throw conflict(REVENUE_MESSAGES.nothingDue);
      if (opts.amount !== totals.amount) throw conflict(REVENUE_MESSAGES.wrongAmount(totals.amount));
      // The name on the transfer: the company's when the profile has one (the account is usually in its name).
      const name = profile?.company?.trim() || displayName(pro);
      const iban = profile?.iban?.replace(/\s+/g, '').toUpperCase() ?? '';
      if (!iban) throw conflict(PAYOUT_MESSAGES.noIban(name));

      const now = opts.now ?? new Date();
      const id = crypto.randomUUID();
      const reference = await nextReference(tx, currentMonth(now).year);
      const payoutItemsOut: PayoutItem[] = items.map((r) => ({
        kind: r.kind,
        reference: r.reference,
        invoiceId: r.invoiceId,
        leadId: r.leadId,
        description: itemDescription(r),
        date: toIso(r.occurredAt),
        amount: r.amount,
      }));
      const detail: PayoutDetail = {
        id,
        reference,
        professionalId,
        professionalName: name,
        professionalIban: iban,
        year,
        month,
        status: 'created',
        ...totals,
        itemCount: items.length,
        createdAt: now.toISOString(),
        sentAt: null,
        paidAt: null,
        items: payoutItemsOut,
      };
      const pdf = await renderPayoutStatementPdf(detail, PAYOUT_MESSAGES.platformName);
      const pdfStoredName = await storePdf(opts.storage, pdf, stored);

      await tx.insert(payouts).values({
        id,
        reference,
        professionalId,
        professionalName: name,
        professionalIban: iban,
        year,
        month,
        ...totals,
        status: 'created',
        pdfStoredName,
        createdBy: actor.realUserId,
        createdAt: now,
      });
      // The unique indexes refuse an item another payout already holds: the whole payout is undone then.
      await tx.insert(payoutItems).values(
        items.map((r, i) => ({
          payoutId: id,
          kind: r.kind,
          invoiceId: r.invoiceId,
          leadFeeEntryId: r.leadFeeEntryId,
          reference: r.reference,
          description: payoutItemsOut[i]!.description,
          occurredAt: new Date(toIso(r.occurredAt)),
          amount: r.amount,
        })),
      );
      await writeAudit(tx, {
        ...auditActor(actor),
        action: 'payout.create',
        entityType: 'payout',
        entityId: id,
        details: {
          professionalId,
          year,
          month,
          reference,
          amount: totals.amount,
          amountText: formatCents(totals.amount),
        },
        after: { ...totals, status: 'created', iban, items: items.length },
      });
      await notify(tx, { userId: professionalId, ...PAYOUT_NOTICES.created(detail) });
      await enqueueMail(tx, pro.email, payoutMail(pro, detail, opts.config.appUrl, pdfStoredName));
      return detail;
    }),
  );
}

/** GET /api/admin/payouts and GET /api/professional/payouts (then `professionalId` is the signed-in one). */
export async function listPayouts(
  opts: Pick<AppContext, 'database'> & {
    professionalId?: string | undefined;
    status?: PayoutStatementStatus | undefined;
  },
): Promise<{ payouts: PayoutSummary[] }> {
  const rows = await opts.database.query<PayoutRow>('payouts_list', PAYOUT_LIST_SQL, [
    opts.professionalId ?? null,
    opts.status ?? null,
  ]);
  return { payouts: rows.map(toSummary) };
}

/** A payout with its items, for an admin or its own professional; 404 for anyone else. */
export async function getPayout(
  opts: Pick<AppContext, 'db'> & { actor: Actor; id: string },
): Promise<PayoutDetail> {
  const [row] = await selectRows<PayoutRow>(
    opts.db,
    sql`select ${sql.raw(PAYOUT_COLUMNS)} from payouts p where p.id = ${opts.id}`,
  );
  const { actor } = opts;
  if (!row || !(actor.role === 'admin' || (actor.role === 'professional' && row.professionalId === actor.id)))
    throw notFound(PAYOUT_MESSAGES.notFound);
  const items = await selectRows<{
    kind: PayoutItem['kind'];
    invoiceId: string | null;
    leadId: string | null;
    reference: string;
    description: string;
    occurredAt: Date | string;
    amount: number;
  }>(opts.db, bind(PAYOUT_ITEMS_SQL, [row.id]));
  return {
    ...toSummary(row),
    items: items.map((i) => ({
      kind: i.kind,
      invoiceId: i.invoiceId,
      leadId: i.leadId,
      reference: i.reference,
      description: i.description,
      date: toIso(i.occurredAt),
      amount: Number(i.amount),
    })),
  };
}

/** GET /api/payouts/{id}/pdf: the statement as it stands now, rendered from the record. */
export async function payoutPdf(
  opts: Pick<AppContext, 'db'> & { actor: Actor; id: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const payout = await getPayout(opts);
  const pdf = await renderPayoutStatementPdf(payout, PAYOUT_MESSAGES.platformName);
  return { fileName: `${PAYOUT_MESSAGES.statementTitle} ${payout.reference}.pdf`, pdf };
}

/**
 * PATCH /api/admin/payouts/{id}: forward only (canMovePayout), else 409 naming both statuses; conditional on the
 * status read, so two moves at once make one. Stamps sent_at / paid_at; audit-logged; 'paid' tells the professional.
 */
export async function movePayout(
  opts: Pick<AppContext, 'db'> & { actor: Actor; id: string; status: PayoutStatementStatus },
): Promise<PayoutDetail> {
  const { actor, id, status } = opts;
  await opts.db.transaction(async (tx) => {
    const [row] = await selectRows<{
      id: string;
      status: PayoutStatementStatus;
      professionalId: string | null;
      amount: number;
      reference: string;
      year: number;
      month: number;
    }>(
      tx,
      sql`select id, status, professional_id as "professionalId", amount, reference, year, month
        from payouts where id = ${id} for update`,
    );
    if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
    if (!canMovePayout(row.status, status))
      throw conflict(
        PAYOUT_MESSAGES.statusNotAllowed(
          PAYOUT_STATEMENT_STATUS_LABELS[row.status],
          PAYOUT_STATEMENT_STATUS_LABELS[status],
        ),
      );
    const stamp = status === 'sent' ? sql`sent_at = now()` : sql`paid_at = now()`;
    await tx.execute(sql`update payouts set status = ${status}, ${stamp} where id = ${id}`);
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'payout.status',
      entityType: 'payout',
      entityId: id,
      details: { reference: row.reference, from: row.status, to: status },
      before: { status: row.status },
      after: { status },
    });
    if (status === 'paid' && row.professionalId)
      await notify(tx, {
        userId: row.professionalId,
        ...PAYOUT_NOTICES.paid({ ...row, amount: Number(row.amount) }),
      });
  });
  return getPayout({ db: opts.db, actor, id });
}
