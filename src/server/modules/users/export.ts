// GET /api/profile/export (decision 0043): everything the portal keeps about the signed-in account, as a ZIP of JSON
// files with the invoice PDFs and document files beside them. Only data about the account itself, and nothing of
// anyone else beyond what the account already sees on its own screens: a consumer gets their projects whole (the
// request's form data, the steps, every document and message), a professional their assigned projects without the
// consumer's form data, their own uploads and the invoices they issued. All rows are read before the answer starts,
// so a failure is an ordinary error; then the files are streamed into the ZIP one after the other.

import { PassThrough, type Readable } from 'node:stream';
import { displayName } from '@shared/users/display-name';
import { exportFileName, OWN_DATA_MESSAGES } from '@shared/users/own-data';
import { USER_MESSAGES } from '@shared/users/schemas';
import { todayInAmsterdam } from '@shared/workflows/validation';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  auditLog,
  documents,
  invoices,
  messages,
  notifications,
  professionalProfiles,
  projectSteps,
  projects,
  users,
} from '../../db/schema';
import { type Actor, isViewingAs } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { hitRateLimit, type RateRule } from '../../lib/rate-limit';

/** A full export reads every file of the account: a few a day is plenty for its owner. */
export const EXPORT_RATE_RULE: RateRule = {
  name: 'export:user',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'U heeft uw gegevens al een paar keer gedownload. Probeer het over {minuten} minuten opnieuw.',
};

type Ctx = Pick<AppContext, 'db' | 'config' | 'log' | 'storage'>;

/** Own-data routes are the owner's: an admin viewing as someone else returns to their own view first. */
export function refuseViewingAs(actor: Actor): void {
  if (isViewingAs(actor)) throw forbidden(OWN_DATA_MESSAGES.notWhileViewingAs);
}

/** The last remaining admin keeps the portal manageable: no export here, no deleting their own account. */
export async function refuseLastAdmin(db: DbOrTx, actor: Actor): Promise<void> {
  if (actor.role !== 'admin') return;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.deletedAt} is null`, sql`${users.id} <> ${actor.id}`));
  if (Number(row?.n ?? 0) === 0)
    throw new AppError('CONFLICT', OWN_DATA_MESSAGES.lastAdmin).withCode('LAST_ADMIN');
}

/** A file to put in the ZIP: its path inside it and its stored name. */
interface ExportFile {
  path: string;
  storedName: string;
}

/** What the ZIP holds: JSON parts by file name, and the stored files to copy in. */
export interface AccountExport {
  fileName: string;
  json: Record<string, unknown>;
  files: ExportFile[];
}

/** A name safe as one part of a path inside the ZIP: no folders, no control characters. */
const safePart = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').slice(0, 120) || 'bestand';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Reads every part of the account's export. */
export async function collectAccountExport(
  opts: Pick<Ctx, 'db'> & { userId: string },
): Promise<AccountExport> {
  const { db, userId } = opts;
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      aanhef: users.aanhef,
      initialen: users.initialen,
      firstName: users.firstName,
      tussenvoegsel: users.tussenvoegsel,
      lastName: users.lastName,
      phone: users.phone,
      straat: users.straat,
      huisnummer: users.huisnummer,
      huisletter: users.huisletter,
      postcode: users.postcode,
      plaats: users.plaats,
      emailVerifiedAt: users.emailVerifiedAt,
      twoFactorEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`));
  if (!account) throw notFound(USER_MESSAGES.notFound);
  const [company] = await db
    .select({
      company: professionalProfiles.company,
      specializations: professionalProfiles.specializations,
      experience: professionalProfiles.experience,
      certifications: professionalProfiles.certifications,
      workAreas: professionalProfiles.workAreas,
      bio: professionalProfiles.bio,
      kvkNummer: professionalProfiles.kvkNummer,
      btwNummer: professionalProfiles.btwNummer,
      iban: professionalProfiles.iban,
      bedrijfsStraat: professionalProfiles.bedrijfsStraat,
      bedrijfsHuisnummer: professionalProfiles.bedrijfsHuisnummer,
      bedrijfsHuisletter: professionalProfiles.bedrijfsHuisletter,
      bedrijfsPostcode: professionalProfiles.bedrijfsPostcode,
      bedrijfsPlaats: professionalProfiles.bedrijfsPlaats,
      beroepsaansprakelijkheidsverzekering: professionalProfiles.beroepsaansprakelijkheidsverzekering,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));

  // The projects the account is a party to now: its own requests, or the ones it is assigned to.
  const projectRows = await db
    .select({
      id: projects.id,
      projectRef: projects.projectRef,
      title: projects.title,
      type: projects.type,
      status: projects.status,
      consumerId: projects.consumerId,
      formData: projects.formData,
      createdAt: projects.createdAt,
      assignedAt: projects.assignedAt,
      startedAt: projects.startedAt,
      completedAt: projects.completedAt,
      cancelledAt: projects.cancelledAt,
    })
    .from(projects)
    .where(or(eq(projects.consumerId, userId), eq(projects.professionalId, userId)))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const projectIds = projectRows.map((p) => p.id);
  const ownIds = projectRows.filter((p) => p.consumerId === userId).map((p) => p.id);
  const refOf = new Map(projectRows.map((p) => [p.id, p.projectRef]));
  const none = sql`false`;

  const steps =
    ownIds.length === 0
      ? []
      : await db
          .select({
            projectId: projectSteps.projectId,
            stepNumber: projectSteps.stepNumber,
            title: projectSteps.title,
            status: projectSteps.status,
            stepData: projectSteps.stepData,
            completedAt: projectSteps.completedAt,
          })
          .from(projectSteps)
          .where(inArray(projectSteps.projectId, ownIds))
          .orderBy(asc(projectSteps.projectId), asc(projectSteps.stepNumber));

  const messageRows = await db
    .select({
      projectId: messages.projectId,
      senderId: messages.senderId,
      senderFirstName: users.firstName,
      senderTussenvoegsel: users.tussenvoegsel,
      senderLastName: users.lastName,
      subject: messages.subject,
      message: messages.message,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(
      or(
        projectIds.length > 0 ? inArray(messages.projectId, projectIds) : none,
        eq(messages.senderId, userId),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));

  const notificationRows = await db
    .select({
      title: notifications.title,
      message: notifications.message,
      linkUrl: notifications.linkUrl,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

  const appointmentRows =
    projectIds.length === 0
      ? []
      : await db
          .select({
            projectId: appointments.projectId,
            stepNumber: appointments.stepNumber,
            title: appointments.title,
            startsAt: appointments.startsAt,
            endsAt: appointments.endsAt,
            location: appointments.location,
            status: appointments.status,
          })
          .from(appointments)
          .where(inArray(appointments.projectId, projectIds))
          .orderBy(asc(appointments.startsAt), asc(appointments.id));

  // Sent invoices the account received or issued (a draft is no invoice yet, and has no PDF).
  const invoiceRows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      projectId: invoices.projectId,
      consumerId: invoices.consumerId,
      status: invoices.status,
      isCreditNote: sql<boolean>`${invoices.creditNoteOf} is not null`,
      lines: invoices.lines,
      subtotalExBtwCents: invoices.subtotalExBtw,
      totalBtwCents: invoices.totalBtw,
      totalAmountCents: invoices.totalAmount,
      issueDate: invoices.issueDate,
      supplyDate: invoices.supplyDate,
      dueDate: invoices.dueDate,
      paidAt: invoices.paidAt,
      paymentMethod: invoices.paymentMethod,
      creditReason: invoices.creditReason,
      creditedAt: invoices.creditedAt,
      parties: invoices.parties,
      pdfStoredName: invoices.pdfStoredName,
    })
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.invoiceNumber),
        or(eq(invoices.consumerId, userId), eq(invoices.professionalId, userId)),
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id));

  // A consumer's projects' documents whoever uploaded them (reports about their home); elsewhere one's own uploads.
  const documentRows = await db
    .select({
      id: documents.id,
      projectId: documents.projectId,
      originalName: documents.originalName,
      storedName: documents.storedName,
      mimeType: documents.mimeType,
      fileSize: documents.fileSize,
      category: documents.category,
      description: documents.description,
      stepNumber: documents.stepNumber,
      uploadedBy: documents.uploadedBy,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(
      or(ownIds.length > 0 ? inArray(documents.projectId, ownIds) : none, eq(documents.uploadedBy, userId)),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));

  // Entries about the account (its profile, its company details, an admin viewing as it) and the account's own
  // actions; of another record only what happened, not the values, which may be someone else's.
  const auditRows = await db
    .select({
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      actorId: auditLog.actorId,
      actingUserId: auditLog.actingUserId,
      details: auditLog.details,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entityId, userId), inArray(auditLog.entityType, ['user', 'professional_profile'])),
        eq(auditLog.actorId, userId),
        eq(auditLog.actingUserId, userId),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  const files: ExportFile[] = [];
  const invoiceList = invoiceRows.map(({ pdfStoredName, projectId, consumerId, ...inv }) => {
    const label = inv.isCreditNote ? 'Creditnota' : 'Factuur';
    const pdf = pdfStoredName ? `facturen/${safePart(`${label} ${inv.invoiceNumber}`)}.pdf` : null;
    if (pdf && pdfStoredName) files.push({ path: pdf, storedName: pdfStoredName });
    return {
      ...inv,
      projectRef: refOf.get(projectId) ?? null,
      yourRole: consumerId === userId ? 'client' : 'professional',
      paidAt: iso(inv.paidAt),
      creditedAt: iso(inv.creditedAt),
      pdf,
    };
  });
  const documentList = documentRows.map((d, i) => {
    const file = `documenten/${String(i + 1).padStart(3, '0')}-${safePart(d.originalName)}`;
    files.push({ path: file, storedName: d.storedName });
    return {
      id: d.id,
      projectRef: refOf.get(d.projectId) ?? null,
      originalName: d.originalName,
      mimeType: d.mimeType,
      fileSize: d.fileSize,
      category: d.category,
      description: d.description,
      stepNumber: d.stepNumber,
      uploadedByYou: d.uploadedBy === userId,
      createdAt: iso(d.createdAt),
      file,
    };
  });

  const { twoFactorEnabledAt, ...profile } = account;
  const json = {
    'profiel.json': {
      exportedAt: new Date().toISOString(),
      account: {
        ...profile,
        emailVerifiedAt: iso(profile.emailVerifiedAt),
        twoFactorEnabled: twoFactorEnabledAt !== null,
        createdAt: iso(profile.createdAt),
        updatedAt: iso(profile.updatedAt),
      },
      ...(company ? { professionalProfile: company } : {}),
    },
    'opdrachten.json': projectRows.map(({ id, consumerId, formData, ...p }) => {
      const own = consumerId === userId;
      return {
        ...p,
        yourRole: own ? 'client' : 'professional',
        createdAt: iso(p.createdAt),
        assignedAt: iso(p.assignedAt),
        startedAt: iso(p.startedAt),
        completedAt: iso(p.completedAt),
        cancelledAt: iso(p.cancelledAt),
        // The request's data is the client's: the professional's export leaves it out.
        ...(own
          ? {
              formData,
              steps: steps
                .filter((s) => s.projectId === id)
                .map(({ projectId: _p, ...s }) => ({ ...s, completedAt: iso(s.completedAt) })),
            }
          : {}),
      };
    }),
    'berichten.json': messageRows.map((m) => ({
      projectRef: refOf.get(m.projectId) ?? null,
      fromYou: m.senderId === userId,
      sender:
        displayName({
          firstName: m.senderFirstName,
          tussenvoegsel: m.senderTussenvoegsel,
          lastName: m.senderLastName,
        }) || null,
      subject: m.subject,
      message: m.message,
      createdAt: iso(m.createdAt),
    })),
    'meldingen.json': notificationRows.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
    'afspraken.json': appointmentRows.map(({ projectId, ...a }) => ({
      projectRef: refOf.get(projectId) ?? null,
      ...a,
      startsAt: iso(a.startsAt),
      endsAt: iso(a.endsAt),
    })),
    'facturen.json': invoiceList,
    'documenten.json': documentList,
    'logboek.json': auditRows.map((a) => {
      const aboutYou = a.entityId === userId || a.actingUserId === userId;
      return {
        action: a.action,
        entityType: a.entityType,
        entityId: a.entityId,
        byYou: a.actorId === userId,
        ...(aboutYou ? { details: a.details, before: a.before, after: a.after } : {}),
        ...(a.actorId === userId ? { ip: a.ip } : {}),
        createdAt: iso(a.createdAt),
      };
    }),
  };
  return { fileName: exportFileName(todayInAmsterdam()), json, files };
}

/**
 * The export of the signed-in account: refused while viewing as someone else and for the last admin, rate-limited,
 * audit-logged, and answered as a stream that writes the ZIP while it is read.
 */
export async function exportOwnData(
  opts: Ctx & { actor: Actor },
): Promise<{ fileName: string; stream: Readable }> {
  const { actor } = opts;
  refuseViewingAs(actor);
  await refuseLastAdmin(opts.db, actor);
  await hitRateLimit(opts, EXPORT_RATE_RULE, actor.id);
  const data = await collectAccountExport({ db: opts.db, userId: actor.id });
  await writeAudit(opts.db, {
    ...auditActor(actor),
    action: 'users.data-exported',
    entityType: 'user',
    entityId: actor.id,
    details: { files: data.files.length },
  });
  return { fileName: data.fileName, stream: zipStream(data, opts) };
}

/**
 * Writes the ZIP into a stream: the JSON parts compressed, the stored files as they are (PDFs and photos do not
 * shrink), one after the other and only as fast as the reader takes them. A stored file that has gone missing is
 * left out and logged; the JSON still names it.
 */
export function zipStream(data: AccountExport, opts: Pick<Ctx, 'storage' | 'log'>): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const encoder = new TextEncoder();
  const run = async () => {
    for (const [name, value] of Object.entries(data.json)) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(encoder.encode(`${JSON.stringify(value, null, 2)}\n`), true);
    }
    for (const file of data.files) {
      if (out.destroyed) return;
      const opened = await opts.storage.open(file.storedName).catch((err: unknown) => {
        opts.log.error({ err, storedName: file.storedName }, 'export: file could not be opened');
        return undefined;
      });
      if (!opened) {
        opts.log.error({ storedName: file.storedName }, 'export: file missing');
        continue;
      }
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      try {
        for await (const piece of opened.stream) {
          entry.push(piece as Uint8Array);
          if (out.destroyed) {
            opened.stream.destroy();
            return;
          }
          if (out.writableNeedDrain) await drained(out);
        }
      } catch (err) {
        opened.stream.destroy();
        throw err;
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  run().catch((err: unknown) => {
    opts.log.error({ err }, 'export: zip failed');
    out.destroy(err as Error);
  });
  return out;
}

/** Until the reader took what is buffered, or went away. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
