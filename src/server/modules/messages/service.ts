// Messages between a project's consumer and its assigned professional (the message page;
// docs/decisions/0009-messages.md). Who may read a thread is who may see the project; who may write is the same,
// except that a consumer cannot write before a professional is assigned. Every message notifies and mails the
// project's parties other than its writer, in the transaction that stores it.

import { MESSAGE_MESSAGES, type ProjectMessage } from '@shared/messages/schemas';
import { displayName } from '@shared/users/display-name';
import type { Role } from '@shared/users/roles';
import type { PersonName } from '@shared/users/salutation';
import { DELETED_USER_NAME } from '@shared/users/schemas';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows, toIso } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { notify } from '../notifications/service';
import { projectFor } from '../projects/access';
import { messageMail, messageNotice } from './notices';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config'>;

/** The message page of a project: /contact?project={uuid}. */
export const contactPath = (projectId: string) => `/contact?project=${projectId}`;

interface MessageRow {
  id: string;
  projectId: string;
  subject: string;
  message: string;
  createdAt: Date | string;
  senderId: string | null;
  firstName: string | null;
  tussenvoegsel: string | null;
  lastName: string | null;
  role: Role | null;
}

function toMessage(row: MessageRow): ProjectMessage {
  const name = row.senderId ? displayName(row) : '';
  return {
    id: row.id,
    projectId: row.projectId,
    subject: row.subject,
    message: row.message,
    createdAt: toIso(row.createdAt),
    senderId: row.senderId,
    senderName: name || displayName(DELETED_USER_NAME),
    senderRole: row.senderId ? row.role : null,
  };
}

const MESSAGE_SELECT = sql`select m.id, m.project_id as "projectId", m.subject, m.message,
  m.created_at as "createdAt", m.sender_id as "senderId", u.first_name as "firstName", u.last_name as "lastName",
  u.tussenvoegsel, u.role
from messages m left join users u on u.id = m.sender_id`;

/** GET /api/projects/{id}/messages: the thread, oldest first, for those who may see the project (else 404). */
export async function listMessages(opts: Ctx & { idOrRef: string; actor: Actor }): Promise<ProjectMessage[]> {
  const project = await projectFor({ ...opts, may: 'see' });
  const rows = await selectRows<MessageRow>(
    opts.db,
    sql`${MESSAGE_SELECT} where m.project_id = ${project.id} order by m.created_at, m.id`,
  );
  return rows.map(toMessage);
}

interface Party extends PersonName {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  deleted: boolean;
}

async function readParty(db: DbOrTx, id: string | null): Promise<Party | null> {
  if (!id) return null;
  const [row] = await selectRows<Party>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName", aanhef, initialen, tussenvoegsel, email,
          deleted_at is not null as deleted
        from users where id = ${id}`,
  );
  return row ?? null;
}

/**
 * POST /api/messages/send. The project must be visible to the acting user (else 404); a consumer cannot write
 * before a professional is assigned (409 'Professional is nog niet toegewezen!'). The writer is the real person
 * (an admin viewing as someone writes as the admin, and the thread says so). The project's consumer and
 * professional, except the writer, are notified and mailed with a link to the message page. Rate-limited per
 * person (RATE_RULES.messageSendPerUser).
 */
export async function sendMessage(
  opts: Ctx & { actor: Actor; projectId: string; subject: string; message: string },
): Promise<ProjectMessage> {
  const { actor } = opts;
  const project = await projectFor({ ...opts, idOrRef: opts.projectId, may: 'see' });
  if (actor.role === 'consumer' && !project.professionalId) throw conflict(MESSAGE_MESSAGES.noProfessional);
  await hitRateLimit(opts, RATE_RULES.messageSendPerUser, actor.realUserId);

  return opts.db.transaction(async (tx) => {
    // Read again in the transaction, held until it ends: the project may have been deleted or handed back meanwhile
    // (a professional it was taken from may no longer write: 404, as for anyone who cannot see it).
    const current = await projectFor({ ...opts, idOrRef: project.id, may: 'see', tx, lock: 'share' });
    if (actor.role === 'consumer' && !current.professionalId) throw conflict(MESSAGE_MESSAGES.noProfessional);

    const [inserted] = await selectRows<{ id: string }>(
      tx,
      sql`insert into messages (project_id, sender_id, subject, message)
          values (${project.id}, ${actor.realUserId}, ${opts.subject}, ${opts.message}) returning id`,
    );
    const [row] = await selectRows<MessageRow>(tx, sql`${MESSAGE_SELECT} where m.id = ${inserted!.id}`);
    const saved = toMessage(row!);

    const recipients = [current.consumerId, current.professionalId].filter(
      (id): id is string => id !== null && id !== actor.realUserId,
    );
    const linkUrl = contactPath(project.id);
    for (const id of recipients) {
      const to = await readParty(tx, id);
      if (!to || to.deleted) continue;
      const notice = messageNotice(project, saved);
      await notify(tx, { userId: to.id, title: notice.title, message: notice.message, linkUrl });
      await enqueueMail(tx, to.email, messageMail(to, project, saved, `${opts.config.appUrl}${linkUrl}`));
    }
    return saved;
  });
}
