// Creating a project record: the one place that makes a human reference and the initial status. The request
// forms (public and signed-in) and the demo seed call it inside their own transactions.
import { PROJECT_REF_PREFIX, type ProjectType, projectTitleFor } from '@shared/projects/types';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { projects } from '../../db/schema';

export interface NewProject {
  type: ProjectType;
  consumerId: string;
  formData: Record<string, unknown>;
  /** The signed-in account that filed it as its own request (POST /api/projects); none for forms and leads. */
  createdById?: string | null;
  /** Only for demo data: requests get projectTitleFor(type, formData), never a client's title. */
  title?: string;
  notes?: string | null;
}

/** PREFIX-YYYY-NNNNN, e.g. AM-2026-00042; the number comes from one sequence and is never reused. */
export function formatProjectRef(type: ProjectType, year: number, n: number): string {
  return `${PROJECT_REF_PREFIX[type]}-${year}-${String(n).padStart(5, '0')}`;
}

export type Project = Awaited<ReturnType<typeof insertProject>>;

export async function insertProject(tx: DbOrTx, input: NewProject) {
  const [seq] = await selectRows<{ n: number }>(tx, sql`select nextval('project_ref_seq')::int as n`);
  const projectRef = formatProjectRef(input.type, new Date().getFullYear(), Number(seq!.n));
  const [row] = await tx
    .insert(projects)
    .values({
      projectRef,
      type: input.type,
      title: input.title?.trim() || projectTitleFor(input.type, input.formData),
      consumerId: input.consumerId,
      createdById: input.createdById ?? null,
      formData: input.formData,
      notes: input.notes ?? null,
      status: 'pending',
    })
    .returning();
  return row!;
}
