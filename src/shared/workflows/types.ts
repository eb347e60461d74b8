// The shape of a service's step workflow. The definitions themselves are in definitions.ts;
// server (validation, initialisation) and web (the generic step form renderer) both read them.
import type { ProjectType } from '../projects/types';

/** Field types a step form can have. 'currency' is stored as integer cents; 'pdf' is a report upload. */
export const STEP_FIELD_TYPES = [
  'date',
  'time',
  'datetime',
  'text',
  'textarea',
  'select',
  'number',
  'currency',
  'yesno',
  'table',
  'pdf',
] as const;
export type StepFieldType = (typeof STEP_FIELD_TYPES)[number];

/** A select option; `description` is shown with it (e.g. the survey result 'Goed' and what that means). */
export interface StepFieldOption {
  value: string;
  label: string;
  description?: string;
}

/** A column of a 'table' field (e.g. the buyer's agent viewings: object, viewing datetime, bid amount). */
export interface StepTableColumn {
  name: string;
  label: string;
  type: Exclude<StepFieldType, 'table' | 'pdf' | 'select' | 'yesno'>;
  required?: boolean;
  placeholder?: string;
  /** Only for 'number' and 'currency' columns: the bounds and whole numbers (see NumberBounds). */
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface StepField {
  /** The key in the step's data (the spec's names, e.g. 'afspraakDatum'). */
  name: string;
  /** Dutch label; also what 'Vul de volgende velden in: {labels}' lists. */
  label: string;
  type: StepFieldType;
  required?: boolean;
  options?: readonly StepFieldOption[];
  placeholder?: string;
  /** Only for 'table'. */
  columns?: readonly StepTableColumn[];
  /** Only for 'date'/'datetime': the value may not lie before today (structural survey appointment). */
  notInPast?: boolean;
  /** A short Dutch hint under the field. */
  help?: string;
  /**
   * Only for 'number' and 'currency': the lowest and highest value allowed (a number field takes 0 up to 10^12
   * and an amount 0 or more unless told otherwise; an amount's bounds are in cents) and whether only whole numbers
   * count (counts of photos, viewings).
   */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Only for 'number': the unit the range message names ('m²'). */
  unit?: string;
}

/**
 * 'form' steps are completed with their fields; 'invoice' steps stand for the project's invoice and complete only
 * once it exists (their `invoice` mode says how it is made).
 */
export type StepKind = 'form' | 'invoice';

/** How an invoice step's invoice is made: the in-page generator, the page's invoice panel, or automatically. */
export type InvoiceStepMode = 'generator' | 'panel' | 'automatic';

/**
 * A step whose fields plan a meeting with the client: saving it makes or moves an appointment in both parties'
 * calendars. Its moment is a 'date' field with a 'time' field, or one 'datetime' field (Amsterdam wall time).
 */
export interface StepAppointment {
  /** Dutch title of the appointment ('Intakegesprek'), in the invitation and the lists. */
  title: string;
  /** The 'date' or 'datetime' field. */
  dateField: string;
  /** The 'time' field, when the moment is a date and a time. */
  timeField?: string;
  /** Where: the address of the project's home, a step field the professional fills in, or not known. */
  place: 'project' | { field: string } | null;
  durationMinutes: number;
}

export interface StepDefinition {
  stepNumber: number;
  title: string;
  description: string;
  estimatedDays: number;
  kind: StepKind;
  /** Only for 'invoice' steps. */
  invoice?: InvoiceStepMode;
  fields: readonly StepField[];
  /** Only for steps whose fields plan an appointment with the client. */
  appointment?: StepAppointment;
}

/** The key of a workflow: a project type, or 'generic' for anything else (a single 'Intake' step). */
export type WorkflowKey = ProjectType | 'generic';

export interface WorkflowDefinition {
  key: WorkflowKey;
  /** Shown as 'Voortgang {label}' above the progress bar. */
  label: string;
  steps: readonly StepDefinition[];
}

/** A stage of the simple stage helper (the buyer's agent's three stages, one for other types). */
export interface WorkflowStage {
  number: number;
  title: string;
  description: string;
  status: 'pending' | 'active' | 'completed';
}

/** Outcome of validating a step's data against its definition. */
export type StepValidationResult =
  | { ok: true; data: Record<string, unknown> }
  | {
      ok: false;
      /** 'Vereiste velden ontbreken' or another Dutch title. */
      title: string;
      /** 'Vul de volgende velden in: {labels}' or the rule that failed. */
      message: string;
      /** Per field name, a Dutch message. */
      fieldErrors: Record<string, string>;
    };
