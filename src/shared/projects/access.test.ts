import { describe, expect, it } from 'vitest';
import { canSeeProject, isAssignedProfessional, mayWorkOnProject } from './access';

const consumer = { id: 'consumer-1', role: 'consumer' as const };
const otherConsumer = { id: 'consumer-2', role: 'consumer' as const };
const pro = { id: 'pro-1', role: 'professional' as const };
const otherPro = { id: 'pro-2', role: 'professional' as const };
const admin = { id: 'admin-1', role: 'admin' as const };

const assigned = { consumerId: consumer.id, professionalId: pro.id };
const unassigned = { consumerId: consumer.id, professionalId: null };

describe('canSeeProject', () => {
  it('lets admins, the project’s consumer and its assigned professional see it', () => {
    expect(canSeeProject(admin, assigned)).toBe(true);
    expect(canSeeProject(consumer, assigned)).toBe(true);
    expect(canSeeProject(pro, assigned)).toBe(true);
  });

  it('hides it from other consumers and other professionals, and from every professional while unassigned', () => {
    expect(canSeeProject(otherConsumer, assigned)).toBe(false);
    expect(canSeeProject(otherPro, assigned)).toBe(false);
    expect(canSeeProject(pro, unassigned)).toBe(false);
    expect(canSeeProject(admin, unassigned)).toBe(true);
    expect(canSeeProject(consumer, unassigned)).toBe(true);
  });

  it('goes by role, not by id alone: a professional whose id is the consumerId does not see it as consumer', () => {
    expect(canSeeProject({ id: consumer.id, role: 'professional' }, assigned)).toBe(false);
    expect(canSeeProject({ id: pro.id, role: 'consumer' }, assigned)).toBe(false);
  });
});

describe('mayWorkOnProject', () => {
  it('lets admins and the assigned professional work on it, nobody else', () => {
    expect(mayWorkOnProject(admin, assigned)).toBe(true);
    expect(mayWorkOnProject(pro, assigned)).toBe(true);
    expect(mayWorkOnProject(consumer, assigned)).toBe(false);
    expect(mayWorkOnProject(otherPro, assigned)).toBe(false);
    expect(mayWorkOnProject(pro, unassigned)).toBe(false);
    expect(mayWorkOnProject(admin, unassigned)).toBe(true);
  });

  it('never matches a missing professional, whatever the id', () => {
    expect(isAssignedProfessional({ id: '', role: 'professional' }, { professionalId: null })).toBe(false);
    expect(isAssignedProfessional(pro, { professionalId: pro.id })).toBe(true);
    expect(isAssignedProfessional(admin, { professionalId: admin.id })).toBe(false);
  });
});
