// Who an appointment's mails go to: the consumer and the assigned professional of its project whose accounts exist
// (a deleted one is told nothing), the consumer first.
import type { PersonName } from '@shared/users/salutation';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';

export interface Participant extends PersonName {
  id: string;
  email: string;
}

/** The participants of several projects in one read, by project uuid. */
export async function participantsByProject(
  tx: DbOrTx,
  projectIds: string[],
): Promise<Map<string, Participant[]>> {
  const byProject = new Map<string, Participant[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await selectRows<Participant & { projectId: string }>(
    tx,
    sql`select p.id as "projectId", u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.aanhef,
        u.initialen, u.tussenvoegsel
      from projects p join users u on u.id in (p.consumer_id, p.professional_id)
      where p.id in (${sql.join(
        projectIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and u.deleted_at is null
      order by (u.id = p.consumer_id) desc`,
  );
  for (const { projectId, ...person } of rows) {
    const list = byProject.get(projectId) ?? [];
    list.push(person);
    byProject.set(projectId, list);
  }
  return byProject;
}

/** The participants of one project. */
export async function participantsOf(tx: DbOrTx, projectId: string): Promise<Participant[]> {
  return (await participantsByProject(tx, [projectId])).get(projectId) ?? [];
}
