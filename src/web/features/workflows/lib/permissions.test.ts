import { describe, expect, it } from 'vitest';
import { isProjectClosed, isWorkflowEditor, mayCompleteSteps, mayEditCompletedSteps } from './permissions';

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

describe('mayCompleteSteps and mayEditCompletedSteps', () => {
  const admin = { id: 'admin', role: 'admin' } as const;
  const pro = { id: 'pro-1', role: 'professional' } as const;
  const other = { id: 'pro-2', role: 'professional' } as const;
  const consumer = { id: 'c-1', role: 'consumer' } as const;
  const at = (status: 'assigned' | 'in_progress' | 'completed' | 'cancelled') => ({
    professionalId: 'pro-1',
    status,
  });

  it('lets the editors complete and edit steps of an open project', () => {
    for (const status of ['assigned', 'in_progress'] as const) {
      for (const user of [admin, pro]) {
        expect(mayCompleteSteps(user, at(status))).toBe(true);
        expect(mayEditCompletedSteps(user, at(status))).toBe(true);
      }
    }
  });
  it('on a completed project lets the editors edit completed steps but complete nothing', () => {
    for (const user of [admin, pro]) {
      expect(mayCompleteSteps(user, at('completed'))).toBe(false);
      expect(mayEditCompletedSteps(user, at('completed'))).toBe(true);
    }
  });
  it('keeps a cancelled project read-only', () => {
    for (const user of [admin, pro]) {
      expect(mayCompleteSteps(user, at('cancelled'))).toBe(false);
      expect(mayEditCompletedSteps(user, at('cancelled'))).toBe(false);
    }
  });
  it('never lets another professional or the consumer change a step', () => {
    for (const user of [other, consumer]) {
      for (const status of ['in_progress', 'completed'] as const) {
        expect(mayCompleteSteps(user, at(status))).toBe(false);
        expect(mayEditCompletedSteps(user, at(status))).toBe(false);
      }
    }
  });
});
