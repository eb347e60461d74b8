// The answers a node keeps in memory (read-cache.ts) and the numbers that tell it when they are out of date: which
// writes change which topic's number (the deferred triggers of migration 0024), and that a kept answer is used only
// while its number holds, on this node or any other. That the routes' kept answers equal fresh ones through random
// writes of every kind is checked with the maintained totals (modules/revenue/totals.test.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidInvoice, withCompanyDetails } from '../test/fixtures/invoices';
import { completeAllSteps } from '../test/fixtures/steps';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers';
import { openPglite, selectRows } from './client';
import { ReadCache, type ReadTopic } from './read-cache';

let t: TestApp;
let pro: TestUser & { cookie: string };
let consumer: TestUser;
let projectId: string;
let invoiceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await t.loginAs('professional');
  await withCompanyDetails(t, pro.id);
  consumer = await t.createUser({ role: 'consumer' });
  const paid = await paidInvoice(t, { consumerId: consumer.id, pro, paidAt: '2025-06-15T10:00:00Z' });
  invoiceId = paid.id;
  const [row] = await selectRows<{ projectId: string }>(
    t.database.db,
    sql`select project_id as "projectId" from invoices where id = ${invoiceId}`,
  );
  projectId = row!.projectId;
  await t.database.db.execute(sql`delete from project_steps where project_id = ${projectId}`);
  await completeAllSteps(t, { id: projectId, type: 'taxatie' }, { except: [1] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function versions(): Promise<Record<ReadTopic, string>> {
  const [row] = await selectRows<Record<ReadTopic, string>>(
    t.database.db,
    sql`select project_lists::text as project_lists, revenue::text as revenue from read_versions`,
  );
  return row!;
}

/** Which topics' numbers `write` changed. */
async function changedBy(write: () => Promise<unknown>): Promise<ReadTopic[]> {
  const before = await versions();
  await write();
  const after = await versions();
  return (['project_lists', 'revenue'] as const).filter((k) => before[k] !== after[k]);
}

const run = (statement: ReturnType<typeof sql>) => () => t.database.db.execute(statement);

describe('the numbers of the shared reads', () => {
  it('change with exactly the writes that change what the topic shows', async () => {
    // The admin's project lists: the project, its steps' completion, its invoice, the names on it.
    expect(
      await changedBy(run(sql`update projects set title = title || '!' where id = ${projectId}`)),
    ).toEqual(['project_lists']);
    expect(
      await changedBy(
        run(
          sql`update project_steps set status = status where project_id = ${projectId} and step_number = 1`,
        ),
      ),
    ).toEqual(['project_lists']);
    expect(
      await changedBy(run(sql`update invoices set due_date = due_date where id = ${invoiceId}`)),
    ).toContain('project_lists');
    // The revenue month: its totals, its payouts, the professionals' names.
    expect(
      await changedBy(
        run(sql`update revenue_month_totals set lead_fees = lead_fees where professional_id = ${pro.id}`),
      ),
    ).toEqual(['revenue']);
    expect(
      await changedBy(run(sql`update users set first_name = first_name || 'x' where id = ${pro.id}`)),
    ).toEqual(['project_lists', 'revenue']);
    expect(await changedBy(run(sql`update users set email = email where id = ${consumer.id}`))).toEqual([
      'project_lists',
      'revenue',
    ]);
  });

  it('stay the same for writes that change nothing shown, and for rolled-back ones', async () => {
    // A step's draft (its data), a phone number: nothing any list shows.
    expect(
      await changedBy(
        run(
          sql`update project_steps set step_data = step_data where project_id = ${projectId} and step_number = 1`,
        ),
      ),
    ).toEqual([]);
    expect(await changedBy(run(sql`update users set phone = '0612345678' where id = ${pro.id}`))).toEqual([]);
    expect(
      await changedBy(() =>
        t.database.db
          .transaction(async (tx) => {
            await tx.execute(sql`update projects set title = 'Teruggedraaid' where id = ${projectId}`);
            await tx.execute(sql`update users set first_name = 'Teruggedraaid' where id = ${pro.id}`);
            throw new Error('rollback');
          })
          .catch(() => {}),
      ),
    ).toEqual([]);
  });

  it('change once per transaction, however many rows it writes, and never repeat a number', async () => {
    const before = await versions();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update projects set title = title || '.'`);
      await tx.execute(sql`update projects set title = title || '.'`);
    });
    const after = await versions();
    expect(BigInt(after.project_lists)).toBeGreaterThan(BigInt(before.project_lists));
    // One sequence for both topics: no number is used twice.
    expect(after.project_lists).not.toBe(after.revenue);
  });
});

describe('a database no one has used yet', () => {
  it('holds no numbers (a restore needs it empty): answers are built and not kept until the first change', async () => {
    const fresh = openPglite(undefined);
    try {
      await fresh.migrate();
      const count = async () =>
        (await selectRows<{ n: number }>(fresh.db, sql`select count(*)::int as n from read_versions`))[0]!.n;
      expect(await count()).toBe(0);
      const cache = new ReadCache(fresh);
      let builds = 0;
      const build = async () => ++builds;
      await cache.answer('project_lists', 'k', build);
      await cache.answer('project_lists', 'k', build);
      expect(builds).toBe(2);
      await fresh.db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
        values ('eerste@example.nl', 'x', 'Eerste', 'Gebruiker', 'consumer')`);
      await fresh.db.execute(sql`update users set first_name = 'Eerst'`);
      expect(await count()).toBe(1);
      await cache.answer('project_lists', 'k', build);
      await cache.answer('project_lists', 'k', build);
      expect(builds).toBe(3);
    } finally {
      await fresh.close();
    }
  });
});

describe('a kept answer', () => {
  const counting = () => {
    let builds = 0;
    return {
      build: async () => `answer ${++builds}`,
      get builds() {
        return builds;
      },
    };
  };

  it('is used again while the number holds, and built afresh once it changed', async () => {
    const cache = new ReadCache(t.database);
    const b = counting();
    expect(await cache.answer('project_lists', 'k', b.build)).toBe('answer 1');
    expect(await cache.answer('project_lists', 'k', b.build)).toBe('answer 1');
    // Another topic's change leaves it alone; another key is its own answer.
    await t.database.db.execute(
      sql`update revenue_month_totals set lead_fees = lead_fees where professional_id = ${pro.id}`,
    );
    expect(await cache.answer('project_lists', 'k', b.build)).toBe('answer 1');
    expect(await cache.answer('project_lists', 'other', b.build)).toBe('answer 2');
    await t.database.db.execute(sql`update projects set title = title where id = ${projectId}`);
    expect(await cache.answer('project_lists', 'k', b.build)).toBe('answer 3');
    expect(b.builds).toBe(3);
  });

  it('is built once for requests that ask at the same time', async () => {
    const cache = new ReadCache(t.database);
    const b = counting();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.answer('revenue', 'k', b.build)),
    );
    expect(new Set(answers)).toEqual(new Set(['answer 1']));
    expect(b.builds).toBe(1);
  });

  it('is out of date on every node once any of them (or anything else) commits a change', async () => {
    const nodeA = new ReadCache(t.database);
    const nodeB = new ReadCache(t.database);
    const a = counting();
    const b = counting();
    await nodeA.answer('revenue', 'k', a.build);
    await nodeB.answer('revenue', 'k', b.build);
    // A write that no cache saw: a name changed straight in the database.
    await t.database.db.execute(sql`update users set last_name = last_name || 'y' where id = ${pro.id}`);
    expect(await nodeA.answer('revenue', 'k', a.build)).toBe('answer 2');
    expect(await nodeB.answer('revenue', 'k', b.build)).toBe('answer 2');
  });

  it('is not kept when a change commits while it is being built', async () => {
    const cache = new ReadCache(t.database);
    let builds = 0;
    const build = async () => {
      builds++;
      if (builds === 1)
        await t.database.db.execute(sql`update projects set title = title where id = ${projectId}`);
      return `answer ${builds}`;
    };
    // The first answer is still sent: it is as fresh as a read without the cache.
    expect(await cache.answer('project_lists', 'k', build)).toBe('answer 1');
    expect(await cache.answer('project_lists', 'k', build)).toBe('answer 2');
    expect(await cache.answer('project_lists', 'k', build)).toBe('answer 2');
  });

  it('uses the number the request read with its session, and keeps no build made at an out-of-date one', async () => {
    const cache = new ReadCache(t.database);
    const b = counting();
    const now = await versions();
    expect(await cache.answer('revenue', 'k', b.build, now)).toBe('answer 1');
    expect(await cache.answer('revenue', 'k', b.build, now)).toBe('answer 1');
    // A change: the next request's session brings the new number, and the answer is built afresh.
    await t.database.db.execute(
      sql`update revenue_month_totals set lead_fees = lead_fees where professional_id = ${pro.id}`,
    );
    const later = await versions();
    expect(await cache.answer('revenue', 'k', b.build, later)).toBe('answer 2');
    expect(await cache.answer('revenue', 'k', b.build)).toBe('answer 2');
    // A build made at a number read before a change is sent but not kept.
    const other = new ReadCache(t.database);
    expect(await other.answer('revenue', 'k', b.build, now)).toBe('answer 3');
    expect(await other.answer('revenue', 'k', b.build, later)).toBe('answer 4');
    expect(await other.answer('revenue', 'k', b.build, later)).toBe('answer 4');
  });

  it('is not kept when building it failed', async () => {
    const cache = new ReadCache(t.database);
    let builds = 0;
    const build = async () => {
      if (++builds === 1) throw new Error('database away');
      return 'answer';
    };
    await expect(cache.answer('revenue', 'k', build)).rejects.toThrow('database away');
    expect(await cache.answer('revenue', 'k', build)).toBe('answer');
  });
});
