// The demo seed's workflow steps (seed.ts): the buyer's agent project in progress has its intake
// done and the viewings step active; the completed appraisal has every step completed, its report a PDF document
// of the project (when the seed is given the upload storage; without it the report field stays empty). The data
// passes the same validation as the API (checked by the demo test).

import { documentDownloadUrl } from '@shared/documents/schemas';
import type { ProjectStatus } from '@shared/projects/status';
import type { ProjectType } from '@shared/projects/types';
import { workflowFor } from '@shared/workflows';
import type { DbOrTx } from '../db/client';
import { documents, projectSteps } from '../db/schema';
import type { StoredDemoReport } from './report';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The data of the steps a demo project has completed, by type; `at(days)` is that many days ago. */
export function demoStepData(
  type: ProjectType,
  at: (days: number) => Date,
): Record<string, unknown>[] | null {
  if (type === 'aankoopmakelaar') {
    return [
      {
        afspraakDatum: isoDay(at(17)),
        afspraakTijd: '10:00',
        opmerkingen: 'Zoekt een eengezinswoning met tuin in Amersfoort of Leusden, 3 à 4 slaapkamers.',
      },
    ];
  }
  if (type === 'taxatie') {
    return [
      { afspraakDatum: isoDay(at(42)), afspraakTijd: '14:00' },
      {
        taxatieWaarde: '€ 1.150.000',
        opmerkingen: 'Monumentaal grachtenpand in goede staat; werfkelder apart gewaardeerd.',
      },
      {},
    ];
  }
  return null;
}

/**
 * Creates the demo steps of one project: for an in-progress buyer's agent project step 1 completed and step 2
 * active; for a completed appraisal every step completed. Other demo projects get none (their professional starts
 * the workflow from the project page).
 */
export async function seedDemoSteps(
  tx: DbOrTx,
  project: { id: string; type: ProjectType; status: ProjectStatus; startedDaysAgo: number; userId: string },
  report?: StoredDemoReport,
): Promise<void> {
  const at = (days: number) => new Date(Date.now() - days * DAY);
  const wanted =
    (project.type === 'aankoopmakelaar' && project.status === 'in_progress') ||
    (project.type === 'taxatie' && project.status === 'completed');
  const data = wanted ? demoStepData(project.type, at) : null;
  if (!data) return;
  if (project.type === 'taxatie' && report) {
    const [doc] = await tx
      .insert(documents)
      .values({
        projectId: project.id,
        uploadedBy: project.userId,
        originalName: 'Taxatierapport Oudegracht 112.pdf',
        storedName: report.storedName,
        mimeType: 'application/pdf',
        fileSize: report.size,
        category: 'report',
        description: 'Taxatierapport (demo)',
        stepNumber: 2,
        createdAt: at(Math.max(project.startedDaysAgo - 5, 0)),
      })
      .returning({ id: documents.id });
    data[1] = { rapport: documentDownloadUrl(doc!.id), ...data[1] };
  }
  const steps = workflowFor(project.type).steps;
  const started = project.startedDaysAgo;
  await tx.insert(projectSteps).values(
    steps.map((s, i) => {
      const done = i < data.length;
      const completedAt = done ? at(Math.max(started - 2 - i * 3, 0)) : null;
      return {
        projectId: project.id,
        stepNumber: s.stepNumber,
        title: s.title,
        description: s.description,
        estimatedDays: s.estimatedDays,
        status: done
          ? ('completed' as const)
          : i === data.length
            ? ('active' as const)
            : ('pending' as const),
        stepData: data[i] ?? {},
        completedAt,
        completedBy: done ? project.userId : null,
        createdAt: at(started),
        updatedAt: completedAt ?? at(started),
      };
    }),
  );
}
