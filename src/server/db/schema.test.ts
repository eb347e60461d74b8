// The value lists of the database's enum columns are the lists of src/shared, imported rather than typed again
// (docs/architecture.md, "Rules"), so the database, the API's schemas and the web app's labels cannot drift apart.
import { APPOINTMENT_STATUSES } from '@shared/appointments/schemas';
import { DOCUMENT_REQUEST_STATUSES } from '@shared/document-requests/schemas';
import { DOCUMENT_CATEGORIES } from '@shared/documents/schemas';
import { FEEDBACK_TYPES } from '@shared/feedback/schemas';
import { INVOICE_STATUSES } from '@shared/invoices/status';
import { LEAD_FEE_ENTRY_KINDS, LEAD_SERVICE_TYPES, LEAD_STATUSES } from '@shared/leads/fees';
import { PAYMENT_PROVIDERS, PAYMENT_REFUND_STATUSES, PAYMENT_STATUSES } from '@shared/payments/status';
import { PAYOUT_ITEM_KINDS, PAYOUT_STATEMENT_STATUSES } from '@shared/payouts/status';
import { PROJECT_STATUSES } from '@shared/projects/status';
import { PROJECT_TYPES } from '@shared/projects/types';
import { ROLES } from '@shared/users/roles';
import { AANHEF_OPTIONS } from '@shared/users/salutation';
import { STEP_STATUSES } from '@shared/workflows/schemas';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';
import * as schema from './schema';

/** Each enum column of the schema and the list it must hold, by `table.column` (the database's names). */
const SHARED_LISTS: Record<string, readonly string[]> = {
  'users.role': ROLES,
  'users.aanhef': AANHEF_OPTIONS,
  'projects.type': PROJECT_TYPES,
  'projects.status': PROJECT_STATUSES,
  'feedback.type': FEEDBACK_TYPES,
  'project_steps.status': STEP_STATUSES,
  'documents.category': DOCUMENT_CATEGORIES,
  'invoices.status': INVOICE_STATUSES,
  'payments.provider': PAYMENT_PROVIDERS,
  'payments.status': PAYMENT_STATUSES,
  'test_payments.status': PAYMENT_STATUSES,
  'payment_refunds.status': PAYMENT_REFUND_STATUSES,
  'leads.service_type': LEAD_SERVICE_TYPES,
  'leads.status': LEAD_STATUSES,
  'lead_fee_entries.kind': LEAD_FEE_ENTRY_KINDS,
  'payouts.status': PAYOUT_STATEMENT_STATUSES,
  'payout_items.kind': PAYOUT_ITEM_KINDS,
  'appointments.status': APPOINTMENT_STATUSES,
  'document_requests.status': DOCUMENT_REQUEST_STATUSES,
};

/** Lists only the server knows (never sent to the web app, no shared constant): written in the schema itself. */
const SERVER_ONLY = ['one_time_tokens.purpose', 'mail_outbox.status'];

function enumColumns(): Map<string, readonly string[]> {
  const found = new Map<string, readonly string[]>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const column of Object.values(getTableColumns(table))) {
      const values = (column as { enumValues?: readonly string[] }).enumValues;
      if (values?.length) found.set(`${getTableName(table)}.${column.name}`, values);
    }
  }
  return found;
}

describe('enum columns', () => {
  it('are each either a shared list or a known server-only list', () => {
    expect([...enumColumns().keys()].sort()).toEqual([...Object.keys(SHARED_LISTS), ...SERVER_ONLY].sort());
  });

  for (const [column, list] of Object.entries(SHARED_LISTS)) {
    it(`${column} holds the shared list itself, not a copy`, () => {
      const values = enumColumns().get(column);
      expect(values).toEqual(list);
      expect(values).toBe(list);
    });
  }
});

describe('enum columns in the migrated database', () => {
  let database: Database;
  beforeAll(async () => {
    database = openPglite(undefined);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  // Today they are text columns and the lists live in the code only. A migration that gives one a PostgreSQL enum
  // type must give it the shared list; one that adds a CHECK on it fails here, to be compared the same way.
  it('hold no other list than the shared one', async () => {
    const columns = [...Object.keys(SHARED_LISTS), ...SERVER_ONLY];
    const rows = await database.query<{ column: string; data_type: string; labels: string[] | null }>(
      'enum_columns',
      `select c.table_name || '.' || c.column_name as column, c.data_type,
         (select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_type t
          join pg_enum e on e.enumtypid = t.oid where t.typname = c.udt_name) as labels
       from information_schema.columns c
       where c.table_schema = 'public' and c.table_name || '.' || c.column_name = any($1)`,
      [columns],
    );
    expect(rows.map((r) => r.column).sort()).toEqual([...columns].sort());
    for (const row of rows) {
      if (row.data_type === 'USER-DEFINED') expect(row.labels, row.column).toEqual(SHARED_LISTS[row.column]);
      else expect(row.data_type, row.column).toBe('text');
    }
    const checks = await database.query<{ table: string; definition: string }>(
      'enum_checks',
      `select r.relname as table, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class r on r.oid = k.conrelid
       where k.contype = 'c' and r.relname = any($1)`,
      [[...new Set(columns.map((c) => c.split('.')[0]))]],
    );
    expect(checks).toEqual([]);
  });
});
