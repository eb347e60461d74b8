import type { AuditEntry } from '@shared/audit/schemas';
import { formatDate, formatDateTime } from '@shared/format';
import { describe, expect, it } from 'vitest';
import {
  actorText,
  changesOf,
  detailsOf,
  fieldLabel,
  recordPath,
  sourceText,
  viewingAsText,
} from './entries';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  createdAt: '2026-11-27T10:00:00.000Z',
  actor: { id: 'a1', name: 'Anna Beheer', email: 'anna@example.nl' },
  actingUser: null,
  actingRole: null,
  action: 'users.company-details-updated',
  entityType: 'professional_profile',
  entityId: 'p1',
  details: null,
  before: null,
  after: null,
  ip: '192.0.2.1',
  ...over,
});

describe('an audit entry on the screen', () => {
  it('names whom an admin viewed as, with the role in Dutch', () => {
    const e = entry({ actingUser: { id: 'p1', name: 'Piet Pro', email: null }, actingRole: 'professional' });
    expect(viewingAsText(e)).toBe('als Piet Pro (Professional)');
    expect(viewingAsText(entry())).toBe('');
  });

  it('names a gone account by its id, and what acted without a person', () => {
    expect(actorText(entry({ actor: { id: '12345678-aaaa', name: null, email: null } }))).toBe(
      'Verwijderd account 12345678',
    );
    const provider = entry({ actor: null, ip: null, details: { source: 'provider' } });
    expect(actorText(provider)).toBe('Betaalprovider');
    expect(sourceText(provider)).toBe('Betaalprovider');
    expect(sourceText(entry())).toBe('192.0.2.1');
    expect(sourceText(entry({ ip: null }))).toBe('Systeem');
  });

  it('shows before and after per field, money in euros and empty as leeg', () => {
    expect(
      changesOf({ before: { iban: null, amount: 1_250 }, after: { iban: 'NL91ABNA0417164300', amount: 0 } }),
    ).toEqual([
      { key: 'iban', before: 'leeg', after: 'NL91ABNA0417164300' },
      { key: 'amount', before: '€\u00a012,50', after: '€\u00a00,00' },
    ]);
    expect(changesOf({ before: null, after: { role: 'admin' } })).toEqual([
      { key: 'role', before: null, after: 'Beheerder' },
    ]);
    expect(detailsOf({ details: { fields: ['iban', 'kvkNummer'], source: 'job' } })).toEqual([
      ['fields', 'IBAN, KVK-nummer'],
    ]);
  });

  it('shows the codes it recorded by their Dutch labels: statuses of the record, roles, methods, types', () => {
    const project = { action: 'project.status', entityType: 'project' };
    expect(detailsOf({ ...project, details: { from: 'pending', to: 'in_progress' } })).toEqual([
      ['from', 'In afwachting'],
      ['to', 'In behandeling'],
    ]);
    // A payment's status is recorded on its invoice: read as a payment's, not as an invoice's.
    const payment = { action: 'payment.status', entityType: 'invoice' };
    expect(
      changesOf({ ...payment, before: { status: 'open' }, after: { status: 'paid' } }).map((c) => c.after),
    ).toEqual(['Betaald']);
    expect(detailsOf({ ...payment, details: { method: 'ideal', from: 'pending', to: 'expired' } })).toEqual([
      ['method', 'iDEAL'],
      ['from', 'In behandeling'],
      ['to', 'Verlopen'],
    ]);
    const request = { action: 'document_request.accept', entityType: 'document_request' };
    expect(changesOf({ ...request, before: { status: 'submitted' }, after: { status: 'accepted' } })).toEqual(
      [{ key: 'status', before: 'Wordt beoordeeld', after: 'Goedgekeurd' }],
    );
    const payout = { action: 'payout.status', entityType: 'payout' };
    expect(detailsOf({ ...payout, details: { from: 'created', to: 'sent' } }).map(([, v]) => v)).toEqual([
      'Aangemaakt',
      'Naar de bank',
    ]);
    expect(
      detailsOf({
        action: 'auth.switch-user',
        entityType: 'user',
        details: { toRole: 'consumer', type: 'taxatie', workflow: 'generic', kind: 'credit_note' },
      }),
    ).toEqual([
      ['toRole', 'Consument'],
      ['type', 'Taxatie'],
      ['workflow', 'Algemeen stappenplan'],
      ['kind', 'Creditnota'],
    ]);
    // A refund's statuses are a refund's.
    const refund = { action: 'payment.refund', entityType: 'invoice' };
    expect(changesOf({ ...refund, before: { refund: 'requested' }, after: { refund: 'refunded' } })).toEqual([
      { key: 'refund', before: 'Aangevraagd', after: 'Terugbetaald' },
    ]);
    expect(detailsOf({ ...refund, details: { status: 'queued' } })).toEqual([['status', 'In de wachtrij']]);
    // Moments and days as the screens write them.
    expect(
      detailsOf({ ...payment, details: { paidAt: '2026-11-27T10:00:00.000Z', dueDate: '2026-12-01' } }),
    ).toEqual([
      ['paidAt', formatDateTime('2026-11-27T10:00:00.000Z')],
      ['dueDate', formatDate('2026-12-01')],
    ]);
    // A value that is no code of the list stays as it is (an id in from and to, a name).
    expect(detailsOf({ ...project, details: { from: 'abc-123', title: 'Loonstrook' } })).toEqual([
      ['from', 'abc-123'],
      ['title', 'Loonstrook'],
    ]);
  });

  it('names every field the server records in Dutch', () => {
    for (const key of ['dueDate', 'documentRequestId', 'toRole', 'paymentStatus', 'projectStatus', 'stepId'])
      expect(fieldLabel(key)).not.toBe(key);
  });

  it('links a project, a user and their company details to their pages', () => {
    expect(recordPath(entry())).toBe('/admin/users/p1');
    expect(recordPath(entry({ entityType: 'project', entityId: 'x' }))).toBe('/project/x');
    expect(recordPath(entry({ entityType: 'invoice' }))).toBeNull();
  });
});
