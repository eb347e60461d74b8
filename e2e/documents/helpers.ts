// API steps the document and message journeys share: a fresh consumer's project, assigned by the admin to a fresh
// professional (the workflow journeys' helper), and a small real PDF.
import { exampleEnergielabel } from '../../src/server/test/fixtures/requests';
import type { CreatedUser } from '../support/fixtures';
import { assignedProject } from '../workflows/helpers';

export interface Party {
  email: string;
  password: string;
}

export interface AssignedProject {
  project: { id: string; projectId: string };
  consumer: Party;
  professional: CreatedUser;
}

/** An energy label project of a fresh consumer; with `assign` (default) the admin assigns a fresh professional. */
export async function projectWithParties(options: { assign?: boolean } = {}): Promise<AssignedProject> {
  const { consumer, professional, ...project } = await assignedProject(
    'energielabel',
    () => exampleEnergielabel(),
    options,
  );
  return { project, consumer, professional };
}

/** A small but real PDF (file-type detects PDFs by their %PDF- header). */
export function pdfBytes(text = 'Taxatierapport'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
