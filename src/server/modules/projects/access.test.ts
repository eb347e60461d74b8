import { PROJECT_MESSAGES } from '@shared/projects/schemas';
import type { Role } from '@shared/users/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { projectFor } from './access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const actorOf = (u: { id: string }, role: Role) => ({ id: u.id, role, realUserId: u.id });

async function world() {
  const consumer = await t.createUser({ firstName: 'Carla' });
  const pro = await t.createUser({ role: 'professional' });
  const project = await t.createProject({
    consumerId: consumer.id,
    status: 'assigned',
    professionalId: pro.id,
  });
  return { consumer, pro, project };
}

describe('projectFor', () => {
  it('finds a project by uuid or by reference in any case, with what a change needs', async () => {
    const { consumer, pro, project } = await world();
    for (const idOrRef of [
      project.id,
      project.id.toUpperCase(),
      project.projectRef,
      project.projectRef.toLowerCase(),
    ]) {
      const found = await projectFor({
        ...t.app.ctx,
        idOrRef,
        actor: actorOf(pro, 'professional'),
        may: 'work',
      });
      expect(found, idOrRef).toEqual({
        id: project.id,
        projectRef: project.projectRef,
        type: project.type,
        title: project.title,
        status: 'assigned',
        consumerId: consumer.id,
        professionalId: pro.id,
        // The name parts a formal salutation needs (decision 0023).
        consumer: {
          id: consumer.id,
          firstName: 'Carla',
          lastName: 'Gebruiker',
          aanhef: null,
          initialen: null,
          tussenvoegsel: null,
          email: consumer.email,
          deleted: false,
        },
      });
    }
  });

  it('lets the consumer see but not work on it; others neither; unknown and malformed keys are 404 alike', async () => {
    const { consumer, project } = await world();
    const other = await t.createUser({ role: 'professional' });
    const admin = await t.createUser({ role: 'admin' });
    const find = (idOrRef: string, actor: ReturnType<typeof actorOf>, may: 'see' | 'work') =>
      projectFor({ ...t.app.ctx, idOrRef, actor, may });
    await expect(find(project.projectRef, actorOf(consumer, 'consumer'), 'see')).resolves.toMatchObject({
      id: project.id,
    });
    await expect(find(project.id, actorOf(admin, 'admin'), 'work')).resolves.toMatchObject({
      id: project.id,
    });
    const refused = { code: 'NOT_FOUND', message: PROJECT_MESSAGES.notFound };
    await expect(find(project.id, actorOf(consumer, 'consumer'), 'work')).rejects.toMatchObject(refused);
    await expect(find(project.id, actorOf(other, 'professional'), 'see')).rejects.toMatchObject(refused);
    await expect(
      find('00000000-0000-4000-8000-000000000000', actorOf(admin, 'admin'), 'see'),
    ).rejects.toMatchObject(refused);
    await expect(find('AM-1', actorOf(admin, 'admin'), 'see')).rejects.toMatchObject(refused);
  });

  it('reads in the caller’s transaction (here holding the row FOR UPDATE) and says when the consumer’s account is gone', async () => {
    const { consumer, pro, project } = await world();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, consumer.id));
    const found = await t.database.db.transaction((tx) =>
      projectFor({
        ...t.app.ctx,
        idOrRef: project.projectRef,
        actor: actorOf(pro, 'professional'),
        may: 'work',
        tx,
        lock: 'update',
      }),
    );
    expect(found.consumer.deleted).toBe(true);
  });
});
