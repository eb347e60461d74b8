// Finding a project and deciding what the actor may do with it (decision 0014): the one way every module that
// touches a project reads it, by uuid or by reference, inside a transaction or not, locked or not. Internally
// `projectId` is the uuid, `projectRef` the human reference (AM-2026-00042) and `idOrRef` either; the API keeps
// the field names the spec gives (its `projectId` is the reference). Who sees a project and who works on it is the
// one rule of src/shared/projects/access.ts, which the web app obeys too; VISIBLE_TO_CALLER (queries.ts) says the
// same in SQL, for rows not yet read.
import { canSeeProject, mayWorkOnProject } from '@shared/projects/access';
import { PROJECT_MESSAGES } from '@shared/projects/schemas';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { Recipient } from './notices';
import { type ProjectAccessRow, projectAccessQuery, projectAccessSql, projectKey } from './queries';

/** What the caller means to do with the project: see it (and what belongs to it) or work on it. */
export type ProjectAccess = 'see' | 'work';

/** A project as projectFor hands it back: enough to decide, to name it in a notice and to tell its consumer. */
export interface AccessibleProject
  extends Omit<
    ProjectAccessRow,
    | 'consumerFirstName'
    | 'consumerLastName'
    | 'consumerAanhef'
    | 'consumerInitialen'
    | 'consumerTussenvoegsel'
    | 'consumerEmail'
    | 'consumerDeleted'
  > {
  consumer: Recipient;
}

function toAccessible(row: ProjectAccessRow): AccessibleProject {
  const {
    consumerFirstName,
    consumerLastName,
    consumerAanhef,
    consumerInitialen,
    consumerTussenvoegsel,
    consumerEmail,
    consumerDeleted,
    ...project
  } = row;
  return {
    ...project,
    consumer: {
      id: row.consumerId,
      firstName: consumerFirstName,
      lastName: consumerLastName,
      aanhef: consumerAanhef,
      initialen: consumerInitialen,
      tussenvoegsel: consumerTussenvoegsel,
      email: consumerEmail,
      deleted: consumerDeleted,
    },
  };
}

/**
 * The project `idOrRef` names (its uuid or its reference, in any case) when the actor may `may` it (see: admins,
 * its consumer, its assigned professional; work: admins and its assigned professional), else 404: an unknown
 * project and someone else's answer alike. One read: outside a transaction a named prepared statement; with `tx`
 * inside it, and with `lock` the row is held (FOR UPDATE: work on the project runs one after the other; FOR SHARE)
 * until the transaction ends.
 */
export async function projectFor(
  opts: Pick<AppContext, 'database'> & {
    idOrRef: string;
    actor: Pick<Actor, 'id' | 'role'>;
    may: ProjectAccess;
    tx?: DbOrTx;
    lock?: 'update' | 'share';
  },
): Promise<AccessibleProject> {
  const key = projectKey(opts.idOrRef);
  if (!key) throw notFound(PROJECT_MESSAGES.notFound);
  let row: ProjectAccessRow | undefined;
  if (opts.tx) {
    [row] = await selectRows<ProjectAccessRow>(opts.tx, projectAccessSql(key, opts.lock));
  } else {
    const q = projectAccessQuery(key);
    [row] = await opts.database.query<ProjectAccessRow>(q.name, q.text, q.values);
  }
  const allowed =
    row && (opts.may === 'work' ? mayWorkOnProject(opts.actor, row) : canSeeProject(opts.actor, row));
  if (!row || !allowed) throw notFound(PROJECT_MESSAGES.notFound);
  return toAccessible(row);
}
