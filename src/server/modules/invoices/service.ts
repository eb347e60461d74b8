// Invoices (docs/decisions/0015): made by the project's professional (or an admin) from the
// fee table and the extra costs, every amount computed here; numbered gaplessly per year inside the creating
// transaction; the PDF rendered once and stored; mailed to the consumer through the outbox. Who sees an invoice is
// who sees its project (404 for everyone else); who sends it again is who works on the project.

import { Readable } from 'node:stream';
import { INVOICE_FEES } from '@shared/invoices/fees';
import { formatInvoiceNumber, invoiceYear } from '@shared/invoices/number';
import type { AdditionalCostInput, InvoiceRecord } from '@shared/invoices/schemas';
import { canResendInvoice, isInvoicePayable } from '@shared/invoices/status';
import { dueDateOf, dutchDate } from '@shared/invoices/terms';
import {
  COMPANY_DETAIL_LABELS,
  INVOICE_MESSAGES,
  missingCompanyDetailsText,
  type PaymentRoute,
} from '@shared/invoices/texts';
import { priceLine, totalsOf } from '@shared/invoices/vat';
import { canSeeProject, mayWorkOnProject } from '@shared/projects/access';
import { type Aanhef, addresseeName } from '@shared/users/salutation';
import { hasInvoiceStep } from '@shared/workflows';
import type { PagingQuery } from '@shared/zod';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows, toIso, toIsoOrNull } from '../../db/client';
import type { InvoiceParties, StoredInvoiceLine } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { renderInvoicePdf } from '../../pdf/invoice';
import type { FileStorage } from '../../storage/files';
import { type AccessibleProject, projectFor } from '../projects/access';
import { invoiceClientAddress, invoiceSupplyDate, withPropertyLine } from './client-address';
import { invoiceMail } from './notices';
import { INVOICE_FILE_SQL, type InvoiceFileRow, liveInvoiceOf } from './queries';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

export const invoiceDownloadPath = (id: string) => `/api/invoices/${id}/download`;

/** What decides how an invoice is paid: the portal's address, whether online payment is on, the collecting account. */
export type CollectConfig = Pick<Config, 'appUrl' | 'payments' | 'collectingAccount'>;

/**
 * How the consumer pays the project's invoice (decision 0030): online on the project page, where the pay button is
 * (not when online payment is off), or by transfer to the platform's collecting account. Never the professional's.
 */
export function paymentRouteOf(config: CollectConfig, projectRef: string): PaymentRoute {
  return {
    account: config.collectingAccount,
    payUrl:
      config.payments === 'off' ? null : `${config.appUrl}/project/${encodeURIComponent(projectRef)}#invoice`,
  };
}

interface InvoiceRow {
  id: string;
  invoiceNumber: string;
  projectUuid: string;
  projectRef: string;
  projectTitle: string;
  projectType: keyof typeof INVOICE_FEES;
  projectConsumerId: string;
  projectProfessionalId: string | null;
  consumerName: string | null;
  status: InvoiceRecord['status'];
  lines: StoredInvoiceLine[];
  subtotalExBtw: number;
  totalBtw: number;
  totalAmount: number;
  issueDate: string;
  dueDate: string;
  sendCount: number;
  lastSentAt: Date | string | null;
  paidAt: Date | string | null;
  paymentMethod: string | null;
  creditNoteOfId: string | null;
  creditNoteOfNumber: string | null;
  creditedAt: Date | string | null;
  creditedById: string | null;
  creditedByNumber: string | null;
  pdfStoredName: string | null;
  parties: InvoiceParties | null;
  createdAt: Date | string;
}

/**
 * An invoice with its project and parties, the invoice a credit note cancels and the credit note that cancelled
 * it. The consumer's name is null once their account is deleted (the PDF keeps the name it was sent with).
 */
const INVOICE_SELECT = sql`select i.id, i.invoice_number as "invoiceNumber", p.id as "projectUuid",
  p.project_ref as "projectRef", p.title as "projectTitle", p.type as "projectType",
  p.consumer_id as "projectConsumerId", p.professional_id as "projectProfessionalId",
  case when c.deleted_at is null then c.first_name || ' ' || c.last_name end as "consumerName",
  i.status, i.lines, i.subtotal_ex_btw as "subtotalExBtw",
  i.total_btw as "totalBtw", i.total_amount as "totalAmount", i.issue_date as "issueDate", i.due_date as "dueDate",
  i.send_count as "sendCount", i.last_sent_at as "lastSentAt", i.paid_at as "paidAt",
  i.payment_method as "paymentMethod", i.credit_note_of as "creditNoteOfId",
  orig.invoice_number as "creditNoteOfNumber", i.credited_at as "creditedAt", cn.id as "creditedById",
  cn.invoice_number as "creditedByNumber", i.pdf_stored_name as "pdfStoredName", i.parties,
  i.created_at as "createdAt"
from invoices i
join projects p on p.id = i.project_id
left join users c on c.id = i.consumer_id
left join invoices orig on orig.id = i.credit_note_of
left join invoices cn on cn.credit_note_of = i.id`;

function apiLine(line: StoredInvoiceLine) {
  return {
    description: line.description,
    amountExBtw: line.amountExBtw,
    amount: line.amountExBtw,
    btwPercentage: line.btwPercentage,
    btwAmount: line.btwAmount,
    totalAmount: line.totalAmount,
  };
}

/** The API's invoice: its `projectId` is the project's reference, as everywhere in the API. */
function toRecord(row: InvoiceRow): InvoiceRecord {
  const fees = row.lines.filter((l) => l.kind === 'fee');
  const isCreditNote = row.creditNoteOfId !== null;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    projectId: row.projectRef,
    projectUuid: row.projectUuid,
    projectTitle: row.projectTitle,
    consumerName: row.consumerName,
    kind: isCreditNote ? 'credit_note' : 'invoice',
    status: row.status,
    honorarium: fees.reduce((sum, l) => sum + l.amountExBtw, 0),
    feeLines: fees.map(apiLine),
    additionalCosts: row.lines.filter((l) => l.kind === 'extra').map(apiLine),
    btwByRate: totalsOf(row.lines).byRate,
    subtotalExBtw: row.subtotalExBtw,
    totalBtw: row.totalBtw,
    totalAmount: row.totalAmount,
    invoiceDate: row.issueDate,
    dueDate: row.dueDate,
    createdAt: toIso(row.createdAt),
    paidAt: toIsoOrNull(row.paidAt),
    paymentMethod: row.paymentMethod,
    lastSentAt: toIsoOrNull(row.lastSentAt),
    sendCount: row.sendCount,
    payable: isInvoicePayable({ status: row.status, isCreditNote, credited: row.creditedAt !== null }),
    creditNoteOf: row.creditNoteOfNumber,
    creditedBy:
      row.creditedById && row.creditedByNumber
        ? { id: row.creditedById, invoiceNumber: row.creditedByNumber }
        : null,
  };
}

const asParties = (row: InvoiceRow) => ({
  consumerId: row.projectConsumerId,
  professionalId: row.projectProfessionalId,
});

/** An invoice the actor may see (or, with 'work', send again): else 404, for unknown and other people's alike. */
export async function invoiceFor(
  db: DbOrTx,
  opts: { actor: Actor; invoiceId: string; may: 'see' | 'work'; lock?: boolean },
): Promise<InvoiceRow> {
  const [row] = await selectRows<InvoiceRow>(
    db,
    sql`${INVOICE_SELECT} where i.id = ${opts.invoiceId}${opts.lock ? sql` for update of i` : sql``}`,
  );
  const allowed =
    row &&
    (opts.may === 'work'
      ? mayWorkOnProject(opts.actor, asParties(row))
      : canSeeProject(opts.actor, asParties(row)));
  if (!row || !allowed) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

interface PartiesRow {
  proFirstName: string;
  proLastName: string;
  proEmail: string;
  company: string | null;
  kvkNummer: string | null;
  btwNummer: string | null;
  iban: string | null;
  street: string | null;
  houseNumber: string | null;
  houseLetter: string | null;
  postcode: string | null;
  place: string | null;
  consumerFirstName: string;
  consumerLastName: string;
  consumerAanhef: Aanhef | null;
  consumerInitialen: string | null;
  consumerTussenvoegsel: string | null;
  formData: Record<string, unknown>;
}

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The company details the invoice must show, or the 409 naming what the professional's profile lacks. */
function companyOf(p: PartiesRow) {
  const missing: string[] = [];
  if (!filled(p.company)) missing.push(COMPANY_DETAIL_LABELS.company);
  if (!filled(p.street) || !filled(p.houseNumber) || !filled(p.postcode) || !filled(p.place))
    missing.push(COMPANY_DETAIL_LABELS.address);
  if (!filled(p.kvkNummer)) missing.push(COMPANY_DETAIL_LABELS.kvkNummer);
  if (!filled(p.btwNummer)) missing.push(COMPANY_DETAIL_LABELS.btwNummer);
  if (!filled(p.iban)) missing.push(COMPANY_DETAIL_LABELS.iban);
  if (missing.length > 0)
    throw conflict(missingCompanyDetailsText(missing)).withCode('INVOICE_COMPANY_DETAILS_MISSING');
  return {
    companyName: p.company!,
    addressLines: [
      `${p.street!.trim()} ${p.houseNumber!.trim()}${filled(p.houseLetter) ? ` ${p.houseLetter.trim()}` : ''}`,
      `${p.postcode!.trim()} ${p.place!.trim()}`,
    ],
    kvkNummer: p.kvkNummer!,
    btwNummer: p.btwNummer!,
    iban: p.iban!,
    email: p.proEmail,
  };
}

/**
 * Who the project's invoice is from and to, and what for, as it is to be printed: the professional's company details
 * from their profile (409 naming what is missing), the consumer's name and the project's address.
 */
export async function currentParties(
  tx: DbOrTx,
  project: Pick<AccessibleProject, 'id' | 'title' | 'projectRef'>,
): Promise<InvoiceParties> {
  const [parties] = await selectRows<PartiesRow>(
    tx,
    sql`select pro.first_name as "proFirstName", pro.last_name as "proLastName", pro.email as "proEmail",
          pp.company, pp.kvk_nummer as "kvkNummer", pp.btw_nummer as "btwNummer", pp.iban,
          pp.bedrijfs_straat as street, pp.bedrijfs_huisnummer as "houseNumber",
          pp.bedrijfs_huisletter as "houseLetter", pp.bedrijfs_postcode as postcode,
          pp.bedrijfs_plaats as place, c.first_name as "consumerFirstName",
          c.last_name as "consumerLastName", c.aanhef as "consumerAanhef", c.initialen as "consumerInitialen",
          c.tussenvoegsel as "consumerTussenvoegsel", p.form_data as "formData"
        from projects p
        join users pro on pro.id = p.professional_id
        left join professional_profiles pp on pp.user_id = pro.id
        join users c on c.id = p.consumer_id
        where p.id = ${project.id}`,
  );
  if (!parties) throw conflict(INVOICE_MESSAGES.noProfessional);
  const professional = companyOf(parties);
  const client = await invoiceClientAddress(tx, project.id);
  return {
    professional,
    consumer: {
      // 'De heer J. de Vries', as an address block names the client (decision 0023).
      name: addresseeName({
        firstName: parties.consumerFirstName,
        lastName: parties.consumerLastName,
        aanhef: parties.consumerAanhef,
        initialen: parties.consumerInitialen,
        tussenvoegsel: parties.consumerTussenvoegsel,
      }),
      addressLines: client.addressLines,
    },
    serviceDescription: withPropertyLine(`${project.title} (opdracht ${project.projectRef})`, client),
  };
}

/**
 * The next invoice number of `year`, taken in the caller's transaction: the counter row stays locked until it
 * ends, so numbers are unique under concurrency and across app nodes, and a rolled-back invoice gives its number
 * back (no gaps).
 */
export async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`insert into invoice_number_counters (year, last) values (${year}, 1)
        on conflict (year) do update set last = invoice_number_counters.last + 1 returning last`,
  );
  return formatInvoiceNumber({ year, sequence: Number(row!.last) });
}

/** Mails the invoice (the first time, or as a reminder) to the project's consumer, unless their account is gone. */
async function mailInvoice(
  tx: DbOrTx,
  opts: Pick<AppContext, 'config'>,
  project: AccessibleProject,
  invoice: Parameters<typeof invoiceMail>[2] & { id: string },
  { reminder = false } = {},
): Promise<void> {
  if (project.consumer.deleted) return;
  const url = `${opts.config.appUrl}${invoiceDownloadPath(invoice.id)}`;
  await enqueueMail(
    tx,
    project.consumer.email,
    invoiceMail(project.consumer, project, invoice, url, {
      resend: reminder,
      route: paymentRouteOf(opts.config, project.projectRef),
    }),
  );
}

/**
 * Files a transaction stored (an invoice's PDF): removed again when the transaction fails, so a rolled-back invoice
 * leaves no PDF behind. `work` records each stored name in the list it is handed.
 */
export async function removingStoredOnFailure<T>(
  opts: { storage: FileStorage; log: Ctx['log'] },
  work: (stored: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (err) {
    for (const name of stored)
      await opts.storage
        .remove(name)
        .catch((e) => opts.log.error({ err: e, name }, 'invoice pdf not removed'));
    throw err;
  }
}

/** A rendered PDF, stored; its name goes on the list of what to remove if the transaction fails. */
export async function storePdf(storage: FileStorage, pdf: Buffer, stored: string[]): Promise<string> {
  const staged = await storage.stage(Readable.from([pdf]));
  const name = await staged.commit('.pdf');
  stored.push(name);
  return name;
}

/**
 * The project's invoice, made in the caller's transaction on the project it holds (FOR UPDATE): the lines are the
 * project type's fee lines plus the extra costs, every VAT amount and total computed here; numbered; the PDF
 * rendered once and stored; marked sent (send 1 of 5), mailed to the consumer and audit-logged. One per project
 * (409); refused with a 409 naming what is missing when the professional's profile lacks the company details an
 * invoice must carry. Used by POST /api/invoices and by the automatic invoice steps (workflows).
 */
export async function issueInvoice(
  tx: DbOrTx,
  opts: {
    actor: Actor;
    project: AccessibleProject;
    additionalCosts: readonly AdditionalCostInput[];
    storage: FileStorage;
    stored: string[];
    /** How the invoice is to be paid, as its PDF says (paymentRouteOf). */
    collect: CollectConfig;
    /** Where the mail's links point; null: not mailed (the demo seed, whose consumer's domain is not ours). */
    mailWith: Pick<AppContext, 'config'> | null;
    now?: Date;
  },
): Promise<{ id: string; invoiceNumber: string }> {
  const { actor, project } = opts;
  const now = opts.now ?? new Date();
  if (!project.professionalId) throw conflict(INVOICE_MESSAGES.noProfessional);
  if (project.status === 'cancelled') throw conflict(INVOICE_MESSAGES.projectCancelled);
  if (!hasInvoiceStep(project.type)) throw conflict(INVOICE_MESSAGES.notInvoiceable);
  if (await liveInvoiceOf(tx, project.id))
    throw conflict(INVOICE_MESSAGES.alreadyExists).withCode('INVOICE_ALREADY_EXISTS');

  const printed = await currentParties(tx, project);

  const lines: StoredInvoiceLine[] = [
    ...INVOICE_FEES[project.type].map((l) => ({ kind: 'fee' as const, ...priceLine(l) })),
    ...opts.additionalCosts.map((l) => ({
      kind: 'extra' as const,
      ...priceLine({
        description: l.description,
        amountExBtw: l.amountExBtw,
        btwPercentage: l.btwPercentage,
      }),
    })),
  ];
  const totals = totalsOf(lines);
  const issueDate = dutchDate(now);
  const dueDate = dueDateOf(issueDate);
  const supplyDate = await invoiceSupplyDate(tx, project.id, issueDate);
  const invoiceNumber = await nextInvoiceNumber(tx, invoiceYear(now));

  const pdf = await renderInvoicePdf({
    kind: 'invoice',
    number: invoiceNumber,
    invoiceDate: issueDate,
    supplyDate,
    ...printed,
    lines: lines.map(({ kind: _kind, ...line }) => line),
    payment: paymentRouteOf(opts.collect, project.projectRef),
  });
  const storedName = await storePdf(opts.storage, pdf, opts.stored);

  const [inserted] = await selectRows<{ id: string }>(
    tx,
    sql`insert into invoices (invoice_number, project_id, professional_id, consumer_id, status, lines,
          subtotal_ex_btw, total_btw, total_amount, issue_date, supply_date, due_date, send_count,
          last_sent_at, pdf_stored_name, parties)
        values (${invoiceNumber}, ${project.id}, ${project.professionalId}, ${project.consumerId}, 'sent',
          ${JSON.stringify(lines)}::jsonb, ${totals.subtotalExBtw}, ${totals.totalBtw}, ${totals.totalAmount},
          ${issueDate}, ${supplyDate}, ${dueDate}, 1, ${now.toISOString()}::timestamptz, ${storedName},
          ${JSON.stringify(printed)}::jsonb)
        returning id`,
  );
  const id = inserted!.id;

  if (opts.mailWith) {
    await mailInvoice(tx, opts.mailWith, project, {
      id,
      invoiceNumber,
      totalAmount: totals.totalAmount,
      dueDate,
      pdfStoredName: storedName,
      parties: printed,
    });
  }
  await writeAudit(tx, {
    ...auditActor(actor),
    action: 'invoice.create',
    entityType: 'invoice',
    entityId: id,
    details: { projectId: project.id, invoiceNumber, totalAmount: totals.totalAmount },
    after: { status: 'sent', ...moneyOf(totals) },
  });
  return { id, invoiceNumber };
}

/** An invoice's amounts in cents, as its audit entries record them. */
export const moneyOf = (t: { subtotalExBtw: number; totalBtw: number; totalAmount: number }) => ({
  subtotalExBtw: t.subtotalExBtw,
  totalBtw: t.totalBtw,
  totalAmount: t.totalAmount,
});

/**
 * POST /api/invoices: the project's invoice (issueInvoice), made by its assigned professional or an admin (404 for
 * anyone else), in one transaction on the held project. Making the invoice does not complete the invoice step: the
 * step completes (workflows) once the invoice exists.
 */
export async function createInvoice(
  opts: Ctx & {
    actor: Actor;
    idOrRef: string;
    additionalCosts: AdditionalCostInput[];
    storage: FileStorage;
    now?: Date;
  },
): Promise<{ id: string; invoiceNumber: string }> {
  return removingStoredOnFailure(opts, (stored) =>
    opts.db.transaction(async (tx) => {
      const project = await projectFor({ ...opts, may: 'work', tx, lock: 'update' });
      return issueInvoice(tx, { ...opts, project, stored, collect: opts.config, mailWith: opts });
    }),
  );
}

/**
 * GET /api/invoices/project/{projectId}: the project's invoice or null, for who sees the project (else 404): the
 * live one, else the last one a credit note cancelled (which then says so).
 */
export async function projectInvoice(
  opts: Ctx & { actor: Actor; idOrRef: string },
): Promise<InvoiceRecord | null> {
  const project = await projectFor({ ...opts, may: 'see' });
  const [row] = await selectRows<InvoiceRow>(
    opts.db,
    sql`${INVOICE_SELECT} where i.project_id = ${project.id} and i.credit_note_of is null
        order by (i.credited_at is null) desc, i.created_at desc limit 1`,
  );
  return row ? toRecord(row) : null;
}

/** The stored PDF of an invoice the actor may see (else 404), opened for streaming. */
export async function openInvoicePdf(
  opts: Ctx & { actor: Actor; invoiceId: string; storage: FileStorage },
): Promise<{ fileName: string; size: number; stream: Readable }> {
  const [row] = await opts.database.query<InvoiceFileRow>('invoice_file', INVOICE_FILE_SQL, [opts.invoiceId]);
  if (!row || !canSeeProject(opts.actor, row)) throw notFound(INVOICE_MESSAGES.notFound);
  const file = row.pdfStoredName ? await opts.storage.open(row.pdfStoredName) : undefined;
  if (!file) {
    opts.log.error({ invoiceId: row.id }, 'invoice pdf missing');
    throw notFound(INVOICE_MESSAGES.notFound);
  }
  const label = row.isCreditNote ? INVOICE_MESSAGES.creditNote : 'Factuur';
  return { fileName: `${label} ${row.invoiceNumber}.pdf`, size: file.size, stream: file.stream };
}

/**
 * POST /api/invoices/{id}/resend: mails the invoice to the consumer again, for who works on the project (else
 * 404), at most 5 sends in all (409 after). The count and the moment are kept with the audit entry.
 */
export async function resendInvoice(
  opts: Ctx & { actor: Actor; invoiceId: string; now?: Date },
): Promise<{ sendCount: number; lastSentAt: string }> {
  const { actor } = opts;
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const row = await invoiceFor(tx, { actor, invoiceId: opts.invoiceId, may: 'work', lock: true });
    if (!canResendInvoice(row.sendCount)) throw conflict(INVOICE_MESSAGES.sendLimitReached);
    const [updated] = await selectRows<{ sendCount: number; lastSentAt: Date | string }>(
      tx,
      sql`update invoices set send_count = send_count + 1, last_sent_at = ${now.toISOString()}::timestamptz
          where id = ${row.id} returning send_count as "sendCount", last_sent_at as "lastSentAt"`,
    );
    const project = await projectFor({ ...opts, idOrRef: row.projectUuid, may: 'work', tx });
    await mailInvoice(tx, opts, project, row, { reminder: true });
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'invoice.resend',
      entityType: 'invoice',
      entityId: row.id,
      details: { invoiceNumber: row.invoiceNumber, sendCount: updated!.sendCount },
    });
    return { sendCount: updated!.sendCount, lastSentAt: toIso(updated!.lastSentAt) };
  });
}

/** An invoice the actor may see, as the API gives it (else 404, for unknown and other people's alike). */
export async function invoiceRecordFor(
  opts: Ctx & { actor: Actor; invoiceId: string },
): Promise<InvoiceRecord> {
  return toRecord(await invoiceFor(opts.db, { actor: opts.actor, invoiceId: opts.invoiceId, may: 'see' }));
}

/** GET /api/professional/invoices: the signed-in professional's own invoices, newest first, paged. */
export async function professionalInvoices(
  opts: Ctx & { actor: Actor; paging: PagingQuery },
): Promise<{ items: InvoiceRecord[]; total: number }> {
  const page = opts.paging.page ?? 1;
  const pageSize = opts.paging.pageSize ?? 50;
  const [count] = await selectRows<{ total: number | string }>(
    opts.db,
    sql`select count(*)::int as total from invoices where professional_id = ${opts.actor.id}`,
  );
  const rows = await selectRows<InvoiceRow>(
    opts.db,
    sql`${INVOICE_SELECT} where i.professional_id = ${opts.actor.id}
        order by i.created_at desc, i.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return { items: rows.map(toRecord), total: Number(count?.total ?? 0) };
}
