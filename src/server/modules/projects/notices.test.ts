// One vocabulary (decision 0020): a notice (and the mail made from it) that announces a status names it
// with the shared label the badges show, never a synonym ('gestart', 'actief').
import { PROJECT_STATUS_LABELS } from '@shared/projects/status';
import { describe, expect, it } from 'vitest';
import { NOTICES } from './notices';

const p = {
  id: '00000000-0000-0000-0000-000000000001',
  type: 'taxatie' as const,
  projectRef: 'TX-2026-00001',
  title: 'Taxatie – Stationsplein 14, Amersfoort',
};
const label = (s: keyof typeof PROJECT_STATUS_LABELS) => PROJECT_STATUS_LABELS[s].toLowerCase();

describe('status notices use the shared status labels', () => {
  it.each([
    ['started', NOTICES.started(p), 'in_progress'],
    ['completed', NOTICES.completed(p), 'completed'],
    ['cancelledToConsumer', NOTICES.cancelledToConsumer(p), 'cancelled'],
    ['cancelledToProfessional', NOTICES.cancelledToProfessional(p), 'cancelled'],
    ['reopenedToConsumer', NOTICES.reopenedToConsumer(p, 'Te vroeg afgerond'), 'in_progress'],
    ['reopenedToProfessional', NOTICES.reopenedToProfessional(p, 'Te vroeg afgerond'), 'in_progress'],
  ] as const)('%s names "%s"', (_name, notice, status) => {
    expect(`${notice.title} ${notice.message}`.toLowerCase()).toContain(label(status));
    expect(`${notice.title} ${notice.message}`).not.toMatch(/\b(gestart|actief|voltooid)\b/i);
  });
});
