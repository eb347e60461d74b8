// The workflow definitions and their rules, one import for server and web.
import { normalizeProjectType } from '../projects/types';
import { GENERIC, WORKFLOWS } from './definitions';
import type { StepDefinition, WorkflowDefinition } from './types';

export * from './currency';
export * from './definitions';
export * from './display';
export * from './navigation';
export * from './types';
export * from './validation';

/** The workflow of a project type (any spelling normalizeProjectType knows); 'generic' (one Intake step) otherwise. */
export function workflowFor(type: string): WorkflowDefinition {
  const key = normalizeProjectType(type);
  return key ? WORKFLOWS[key] : GENERIC;
}

/** One step of a type's workflow, or undefined. */
export function stepDefinition(type: string, stepNumber: number): StepDefinition | undefined {
  return workflowFor(type).steps.find((s) => s.stepNumber === stepNumber);
}

/** The invoice step of a type's workflow (the buyer's agent's step 7, the appraisal's step 3, ...), or undefined. */
export function invoiceStepOf(type: string): StepDefinition | undefined {
  return workflowFor(type).steps.find((s) => s.kind === 'invoice');
}

/** Whether a type's projects are invoiced: every service is; the generic workflow of an unknown type is not. */
export const hasInvoiceStep = (type: string): boolean => invoiceStepOf(type) !== undefined;
