// What the appointments do when a step is saved or a project is cancelled (docs/decisions/0029, 0036): the workflow
// and project hooks run these in the transaction of the change.
import type { Config } from '../../config';
import { projectHooks } from '../projects/hooks';
import { workflowHooks } from '../workflows/hooks';
import { cancelAppointmentsOfProject, setMailSettings, syncAppointmentOfStep } from './sync';

/**
 * Subscribes the appointments to the step and project hooks; buildApp calls it once (a second call changes
 * nothing). The hooks carry no context of the app, so the mails' link base and sender are taken from its config.
 */
export function subscribeAppointments(config: Pick<Config, 'appUrl' | 'mailFrom'>): void {
  setMailSettings({ appUrl: config.appUrl, mailFrom: config.mailFrom });
  workflowHooks.stepSaved.subscribe(syncAppointmentOfStep);
  projectHooks.cancelled.subscribe(cancelAppointmentsOfProject);
}
