import type { Role } from '@shared/users/roles';
import { personName } from '@shared/users/salutation';
import { type AdminUserDetail, USER_MESSAGES, type UserListItem } from '@shared/users/schemas';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { displayNameColumns, nameMatchesSql, nameOrderSql, personNameColumns } from '../../db/person-name';
import { oneTimeTokens, professionalProfiles, users } from '../../db/schema';
import { readCounts } from '../../db/totals';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { noticeMail } from '../../mail/templates';
import { refuseGuessablePasswordOfUser } from '../auth/password-rule';
import { revokeUserSessions } from '../auth/sessions';
import { NOTICES } from './notices';
import { type InvoiceFigures, invoiceFiguresSql } from './queries';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const DEFAULT_PAGE_SIZE = 50;

/** Escapes LIKE's wildcards so that a search for '50%' means the characters, not a pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The start of a UUID as people copy it: hex digits and hyphens only. */
const ID_PREFIX = /^[0-9a-f-]{4,36}$/i;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/users

export async function listUsers(
  opts: Pick<AppContext, 'db' | 'database'> & { q?: string; role?: Role; page?: number; pageSize?: number },
): Promise<{ rows: UserListItem[]; total: number }> {
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = opts.page ?? 1;
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (opts.role) conditions.push(eq(users.role, opts.role));
  const q = opts.q?.trim().toLowerCase();
  if (q) {
    // The whole display name and the e-mail, as users_search_trgm_idx holds them: 'van der', 'Berg' and 'Sanne van
    // der' all find Sanne van der Berg.
    const text = nameMatchesSql(q);
    conditions.push(ID_PREFIX.test(q) ? or(text, sql`${users.id}::text like ${`${likeEscape(q)}%`}`)! : text);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    opts.db
      .select({
        id: users.id,
        ...displayNameColumns,
        email: users.email,
        phone: users.phone,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      // By achternaam as a Dutch list: the tussenvoegsel left out ('van der Berg' under B), then the first name.
      .orderBy(...nameOrderSql(), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Without a search term the total is a maintained count per role (db/totals.ts), not a count of the table.
    q
      ? opts.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where)
      : readCounts(opts.database, 'users').then((by) => [
          { n: opts.role ? (by[opts.role] ?? 0) : Object.values(by).reduce((a, b) => a + b, 0) },
        ]),
  ]);
  return {
    rows: rows.map(({ emailVerifiedAt, createdAt, ...r }) => ({
      ...r,
      emailVerified: emailVerifiedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/users/:userId

/** The admin's view of one account: profile, company details, statistics (projects, invoices) and projects. */
export async function getAdminUserDetail(
  opts: Pick<AppContext, 'db'> & { userId: string },
): Promise<AdminUserDetail> {
  const { db, userId } = opts;
  const [row] = await db
    .select({
      id: users.id,
      ...displayNameColumns,
      email: users.email,
      role: users.role,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      totpEnabledAt: users.totpEnabledAt,
      profile: professionalProfiles,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound(USER_MESSAGES.notFound);

  const isProfessional = row.role === 'professional';
  const column = isProfessional ? sql.raw('professional_id') : sql.raw('consumer_id');
  // One pass over the projects, one over the invoices (both on an index led by the party's column), one indexed
  // read of the newest projects.
  const [[stats], [money], projectRows] = await Promise.all([
    selectRows<{ total: number; completed: number }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where status = 'completed')::int as completed
          from projects where ${column} = ${userId}`,
    ),
    selectRows<InvoiceFigures>(db, invoiceFiguresSql(column, userId)),
    selectRows<{
      id: string;
      project_ref: string;
      title: string;
      type: string;
      status: string;
      created_at: Date | string;
    }>(
      db,
      sql`select id, project_ref, title, type, status, created_at from projects
          where ${column} = ${userId} order by created_at desc, id desc limit 200`,
    ),
  ]);
  const total = Number(stats?.total ?? 0);
  const completed = Number(stats?.completed ?? 0);
  // Amounts in cents. total_revenue is ex VAT: what the professional's work earned before the
  // platform's 20% of the ex-VAT amount; VAT is owed to the tax office, not earned. total_spent is
  // incl. VAT: what the consumer paid. Both net of credit notes of paid invoices; paid_invoices counts the paid
  // invoices no credit note cancelled.
  const statistics: AdminUserDetail['statistics'] = isProfessional
    ? {
        assigned_projects: total,
        completed_projects: completed,
        total_revenue: Number(money?.ex_btw ?? 0),
        completion_rate: total === 0 ? 0 : Math.round((completed / total) * 100),
      }
    : {
        total_projects: total,
        paid_invoices: Number(money?.paid_invoices ?? 0),
        total_spent: Number(money?.incl_btw ?? 0),
      };

  const p = row.profile;
  return {
    user: {
      id: row.id,
      firstName: row.firstName,
      tussenvoegsel: row.tussenvoegsel,
      lastName: row.lastName,
      email: row.email,
      role: row.role,
      phone: row.phone,
      emailVerified: row.emailVerifiedAt !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      twoFactorEnabled: row.totpEnabledAt !== null,
    },
    professionalProfile: p
      ? {
          specialties: p.specializations,
          workAreas: p.workAreas,
          bedrijfsnaam: p.company,
          kvkNummer: p.kvkNummer,
          btwNummer: p.btwNummer,
          iban: p.iban,
          bedrijfsStraat: p.bedrijfsStraat,
          bedrijfsHuisnummer: p.bedrijfsHuisnummer,
          bedrijfsHuisletter: p.bedrijfsHuisletter,
          bedrijfsPostcode: p.bedrijfsPostcode,
          bedrijfsPlaats: p.bedrijfsPlaats,
          beroepsaansprakelijkheidsverzekering: p.beroepsaansprakelijkheidsverzekering,
          experience: p.experience,
          certifications: p.certifications,
        }
      : null,
    statistics,
    projects: projectRows.map((r) => ({
      id: r.id,
      projectId: r.project_ref,
      title: r.title,
      service: r.type,
      status: projectDisplayStatus(r.status),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * The project's own status ('open' read as pending), which the detail page shows with the one label every screen
 * uses (PROJECT_STATUS_LABELS; decision 0020). The original design grouped assigned and in progress as 'Actief',
 * which made one project read 'Actief' here and 'Toegewezen' or 'In behandeling' elsewhere.
 */
export function projectDisplayStatus(status: string): string {
  return status === 'open' ? 'pending' : status;
}

// ---------------------------------------------------------------------------------------------------------------
// POST /api/admin/reset-user-password

/** An admin sets a new password: the target's sessions end and they are told by mail (without the password). */
export async function adminResetPassword(
  opts: Ctx & { actor: Actor; targetUserId: string; newPassword: string },
): Promise<void> {
  await refuseGuessablePasswordOfUser({
    ...opts,
    userId: opts.targetUserId,
    password: opts.newPassword,
    field: 'newPassword',
  });
  const passwordHash = await hashPassword(opts.newPassword);
  await opts.db.transaction(async (tx) => {
    const [target] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, opts.targetUserId), isNull(users.deletedAt)))
      .returning({ id: users.id, email: users.email, ...personNameColumns });
    if (!target) throw notFound(USER_MESSAGES.notFound);
    await revokeUserSessions(tx, target.id);
    // An older reset or set-password link must not overwrite the password the admin just set.
    await tx
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, target.id),
          inArray(oneTimeTokens.purpose, ['password_reset', 'set_password']),
        ),
      );
    await enqueueMail(
      tx,
      target.email,
      noticeMail({
        ...personName(target),
        ...NOTICES.passwordResetByAdmin,
        url: `${opts.config.appUrl}/`,
      }),
    );
    await writeAudit(tx, {
      ...auditActor(opts.actor),
      action: 'users.admin-password-reset',
      entityType: 'user',
      entityId: target.id,
    });
  });
}
