import { describe, expect, it } from 'vitest';
import { isProjectClosed, isWorkflowEditor } from './permissions';

describe('isWorkflowEditor', () => {
  const project = { professionalId: 'pro-1' };
  it('lets an admin and the assigned professional work the steps', () => {
    expect(isWorkflowEditor({ id: 'admin', role: 'admin' }, project)).toBe(true);
    expect(isWorkflowEditor({ id: 'pro-1', role: 'professional' }, project)).toBe(true);
  });
  it('leaves out other professionals and consumers', () => {
    expect(isWorkflowEditor({ id: 'pro-2', role: 'professional' }, project)).toBe(false);
    expect(isWorkflowEditor({ id: 'pro-1', role: 'professional' }, { professionalId: null })).toBe(false);
    expect(isWorkflowEditor({ id: 'pro-1', role: 'consumer' }, project)).toBe(false);
  });
});

describe('isProjectClosed', () => {
  it('is true for completed and cancelled projects only', () => {
    expect(isProjectClosed({ status: 'completed' })).toBe(true);
    expect(isProjectClosed({ status: 'cancelled' })).toBe(true);
    expect(isProjectClosed({ status: 'in_progress' })).toBe(false);
    expect(isProjectClosed({ status: 'assigned' })).toBe(false);
  });
});
