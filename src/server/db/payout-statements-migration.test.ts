// Migration 0015 turns the monthly payouts into statements: completed leads get their earned fee entry, and a payout
// recorded before statements existed holds the items of its month that existed when it was recorded (what it held
// cannot be read back exactly; docs/decisions/0031). Run here on rows as migration 0014 left them, on PGlite.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths';

const files = readdirSync(migrationsFolder())
  .filter((f) => f.endsWith('.sql'))
  .sort();
const sqlOf = (f: string) => readFileSync(path.join(migrationsFolder(), f), 'utf8');

let db: PGlite;
beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm } });
  for (const f of files.filter((f) => f < '0015')) await db.exec(sqlOf(f));
});
afterAll(async () => {
  await db.close();
});

describe('migration 0015: payout statements', () => {
  it('keeps an old payout as a paid statement of the items that existed when it was recorded', async () => {
    await db.exec(`
      insert into users (id, email, password_hash, first_name, last_name, role) values
        ('00000000-0000-0000-0000-000000000001', 'pro@example.nl', 'x', 'Piet', 'Pieters', 'professional'),
        ('00000000-0000-0000-0000-000000000002', 'klant@example.nl', 'x', 'Klaas', 'Klant', 'consumer');
      insert into professional_profiles (user_id, iban) values
        ('00000000-0000-0000-0000-000000000001', 'NL91ABNA0417164300');
      insert into projects (id, project_ref, title, type, status, consumer_id, professional_id) values
        ('00000000-0000-0000-0000-0000000000a1', 'TX-2025-00001', 'Een', 'taxatie', 'completed',
         '00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-000000000001'),
        ('00000000-0000-0000-0000-0000000000a2', 'TX-2025-00002', 'Twee', 'taxatie', 'completed',
         '00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-000000000001');
      insert into invoices (id, invoice_number, project_id, professional_id, consumer_id, status, lines,
          subtotal_ex_btw, total_btw, total_amount, issue_date, supply_date, due_date, paid_at) values
        ('00000000-0000-0000-0000-0000000000b1', '2025-000001', '00000000-0000-0000-0000-0000000000a1',
         '00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-000000000002', 'paid', '[]',
         45000, 9450, 54450, '2025-03-01', '2025-03-01', '2025-03-15', '2025-03-10 10:00+01'),
        ('00000000-0000-0000-0000-0000000000b2', '2025-000002', '00000000-0000-0000-0000-0000000000a2',
         '00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-000000000002', 'paid', '[]',
         10000, 2100, 12100, '2025-03-01', '2025-03-01', '2025-03-15', '2025-03-28 10:00+01');
      insert into leads (id, lead_ref, professional_id, service_type, client_name, postcode, huisnummer, straat,
          plaats, contactnummer, email, status, fee_cents, completed_at) values
        ('00000000-0000-0000-0000-0000000000c1', 'LD-AAAA0001', '00000000-0000-0000-0000-000000000001',
         'taxatie', 'Jan', '1234AB', '1', 'Straat', 'Utrecht', '0612345678', 'jan@example.nl', 'completed',
         2500, '2025-03-12 10:00+01'),
        ('00000000-0000-0000-0000-0000000000c2', 'LD-AAAA0002', '00000000-0000-0000-0000-000000000001',
         'taxatie', 'Open', '1234AB', '2', 'Straat', 'Utrecht', '0612345678', 'open@example.nl', 'open',
         2500, null);
      -- Recorded on 20 March: the invoice paid on the 28th came after it.
      insert into payouts (id, professional_id, year, month, amount, created_at) values
        ('00000000-0000-0000-0000-0000000000d1', '00000000-0000-0000-0000-000000000001', 2025, 3, 38500,
         '2025-03-20 12:00+01');
    `);
    await db.exec(sqlOf(files.find((f) => f.startsWith('0015'))!));

    const {
      rows: [payout],
    } = await db.query<Record<string, unknown>>('select * from payouts');
    expect(payout).toMatchObject({
      reference: 'UB-2025-000001',
      professional_name: 'Piet Pieters',
      professional_iban: 'NL91ABNA0417164300',
      status: 'paid',
      total_ex_btw: 45_000,
      platform_fee: 9_000,
      lead_fees: 2_500,
      amount: 38_500,
    });
    expect(payout!.paid_at).toEqual(payout!.created_at);
    const { rows: items } = await db.query<{ kind: string; reference: string; amount: number }>(
      'select kind, reference, amount from payout_items order by occurred_at',
    );
    expect(items).toEqual([
      { kind: 'invoice', reference: '2025-000001', amount: 45_000 },
      { kind: 'lead_fee', reference: 'LD-AAAA0001', amount: 2_500 },
    ]);
    const { rows: entries } = await db.query<{ lead_id: string; kind: string; amount: number }>(
      'select lead_id, kind, amount from lead_fee_entries',
    );
    expect(entries).toEqual([
      { lead_id: '00000000-0000-0000-0000-0000000000c1', kind: 'earned', amount: 2_500 },
    ]);
    const { rows: counters } = await db.query('select year, last from payout_reference_counters');
    expect(counters).toEqual([{ year: 2025, last: 1 }]);
  });
});
