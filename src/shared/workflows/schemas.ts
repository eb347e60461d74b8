// Payloads and answers of the workflow API: a project's steps.
import { projectIdOrRefParams } from '../projects/schemas';
import { PROJECT_STATUSES } from '../projects/status';
import { text, z } from '../zod';

export const STEP_STATUSES = ['pending', 'active', 'completed'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** One step as GET /api/projects/{id}/steps returns it; `details` repeats `stepData` (clients read either). */
export const projectStep = z.object({
  id: z.string(),
  projectId: z.string(),
  stepNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(STEP_STATUSES),
  stepData: z.record(z.string(), z.unknown()),
  details: z.record(z.string(), z.unknown()),
  notes: z.string().nullable(),
  stepCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  estimatedDays: z.number().int(),
  updatedAt: z.string(),
});
export type ProjectStep = z.infer<typeof projectStep>;
export const projectSteps = z.array(projectStep);

export const stepParams = z.object({
  /** The project's uuid or its reference. */
  id: projectIdOrRefParams.shape.id,
  n: z.coerce.number({ error: 'Stap niet gevonden' }).int().min(1).max(50),
});

/**
 * POST /api/projects/{id}/steps/{n}/complete takes the spec's variants: the step's fields at the top level, or
 * under stepData or completedData; notes or stepNotes. The server reads the fields of the step's definition only.
 */
export const completeStepBody = z
  .object({
    stepData: z.record(text(), z.unknown()).optional(),
    completedData: z.record(text(), z.unknown()).optional(),
    notes: text().max(5000, { error: 'Maximaal 5000 tekens' }).optional(),
    stepNotes: text().max(5000, { error: 'Maximaal 5000 tekens' }).optional(),
  })
  .catchall(z.unknown());
export type CompleteStepBody = z.infer<typeof completeStepBody>;

export const completeStepResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  step: projectStep,
  /** The project's status after the completion (completed when this was the workflow's last step). */
  projectStatus: z.enum(PROJECT_STATUSES),
  statusColor: z.string(),
  projectCompleted: z.boolean(),
});

/**
 * PUT /api/projects/{id}/steps/{n}: the step's fields under stepData (the fields of the step's definition are
 * read, others ignored) and optionally its notes. Saves the active step without completing it, or corrects a
 * completed one.
 */
export const saveStepBody = z.object({
  stepData: z.record(text(), z.unknown(), { error: 'Stapgegevens ontbreken' }),
  notes: text().max(5000, { error: 'Maximaal 5000 tekens' }).optional(),
});
export type SaveStepBody = z.infer<typeof saveStepBody>;

export const saveStepResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  step: projectStep,
});

export const initializeStepsResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  steps: projectSteps,
});

export const WORKFLOW_MESSAGES = {
  requiredTitle: 'Vereiste velden ontbreken',
  requiredMessage: (labels: readonly string[]) => `Vul de volgende velden in: ${labels.join(', ')}`,
  stepNotFound: (n: number) => `Stap ${n} niet gevonden`,
  notInitialized: 'De workflow is nog niet gestart',
  alreadyInitialized: 'De workflow is al gestart',
  initialized: 'Workflow gestart',
  outOfOrder: 'Voltooi eerst de vorige stap',
  stepCompleted: 'Stap voltooid',
  projectCompleted: 'Project voltooid',
  projectClosed: 'Een afgeronde of geannuleerde opdracht kan niet meer worden bewerkt',
  notAssigned: 'Er is nog geen professional toegewezen',
  waitingForProfessional: 'De workflow wordt voorbereid door uw toegewezen professional',
  readOnly: 'Alleen professionals kunnen stappen bewerken en voltooien',
  loadError: 'Kan workflow niet laden. Probeer de pagina te vernieuwen.',
  initError: 'Workflow kon niet worden geïnitialiseerd.',
  completeError: 'Stap kon niet worden voltooid.',
  dateInPast: 'De datum mag niet in het verleden liggen',
  pdfOnly: 'Alleen PDF bestanden zijn toegestaan',
  invalidFile: 'Ongeldig bestand',
  stepSaved: 'Stap opgeslagen',
  stepUpdated: 'Stap bijgewerkt',
  saveError: 'Stap kon niet worden opgeslagen.',
  invoiceStepData:
    'De gegevens van een factuurstap komen uit de factuur en kunnen hier niet worden gewijzigd',
  noInvoiceYet: 'Er is nog geen factuur beschikbaar voor dit project',
} as const;
