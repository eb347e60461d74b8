// The SEPA export of payouts (docs/decisions/0031): a pain.001 credit-transfer file built by ./sepa.
import type { PayoutStatementStatus } from '@shared/payouts/status';
import { PAYOUT_MESSAGES } from '@shared/payouts/texts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { buildPain001, isSepaIban } from './sepa';

/** The file name of a SEPA export made at `at`: betaalopdracht-2026-11-27.xml. */
export const sepaFileName = (at: Date) => `uitbetalingen-${at.toISOString().slice(0, 10)}.xml`;

/**
 * POST /api/admin/payouts/sepa: one pain.001 credit-transfer file of the chosen payouts, from the platform's
 * collecting account (decision 0030). Only payouts still 'created' (else 409, nothing changes); every payout in the
 * file becomes 'sent' in the same transaction, so a file is never made twice of the same payout. Audit-logged.
 */
export async function sepaExport(
  opts: Pick<AppContext, 'db' | 'config'> & { actor: Actor; payoutIds: string[]; now?: Date },
): Promise<{ fileName: string; xml: string }> {
  const now = opts.now ?? new Date();
  const ids = [...new Set(opts.payoutIds)];
  const idList = sql.join(
    ids.map((i) => sql`${i}::uuid`),
    sql`, `,
  );
  return opts.db.transaction(async (tx) => {
    const rows = await selectRows<{
      id: string;
      reference: string;
      status: PayoutStatementStatus;
      professionalName: string;
      professionalIban: string;
      amount: number;
    }>(
      tx,
      sql`select id, reference, status, professional_name as "professionalName",
          professional_iban as "professionalIban", amount
        from payouts where id in (${idList})
        order by reference for update`,
    );
    if (rows.length !== ids.length) throw notFound(PAYOUT_MESSAGES.notFound);
    if (rows.some((r) => r.status !== 'created')) throw conflict(PAYOUT_MESSAGES.notInSepa);
    // A payout made before its professional's IBAN was checked as strictly as now cannot go to the bank: named, not
    // a failed file.
    const noAccount = rows.find((r) => !isSepaIban(r.professionalIban));
    if (noAccount) throw conflict(PAYOUT_MESSAGES.noIban(noAccount.professionalName));
    const noAmount = rows.find((r) => Number(r.amount) < 1);
    if (noAmount) throw conflict(PAYOUT_MESSAGES.nothingToTransfer(noAmount.reference));
    const messageId = `UB-SEPA-${now.getTime()}`;
    const xml = buildPain001({
      messageId,
      createdAt: now,
      executionDate: now.toISOString().slice(0, 10),
      debtorName: opts.config.collectingAccount.name,
      debtorIban: opts.config.collectingAccount.iban,
      payments: rows.map((r) => ({
        reference: r.reference,
        creditorName: r.professionalName,
        creditorIban: r.professionalIban,
        amountCents: Number(r.amount),
      })),
    });
    await tx.execute(
      sql`update payouts set status = 'sent', sent_at = ${now.toISOString()}::timestamptz
        where id in (${idList})`,
    );
    for (const r of rows)
      await writeAudit(tx, {
        ...auditActor(opts.actor),
        action: 'payout.sepa',
        entityType: 'payout',
        entityId: r.id,
        details: { reference: r.reference, messageId, amount: Number(r.amount) },
        before: { status: 'created' },
        after: { status: 'sent' },
      });
    return { fileName: sepaFileName(now), xml };
  });
}
