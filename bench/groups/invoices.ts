// The invoice PDF's budget: GET /api/invoices/{id}/pdf (the consumer viewing their invoice) reaches ≥ 50%
// of the req/s of a reference route in the same run, at 50 connections.
//
// The reference (/bench/invoices-reference/{id}/pdf) takes the same cookie and does the same work with raw `pg`
// named prepared statements on a pg.Pool of the app's size: SESSION_USER_SQL, then one read of the invoice whose
// WHERE decides visibility as canSeeProject does (admins; the project's consumer; its assigned professional), then
// it opens the same stored file through the app's storage and streams it with the same headers (content type,
// length, inline disposition with the same file name, nosniff, no-store). What the app adds is Fastify's hooks, the
// access rule, zod validation of the params, and its own invoice read (invoiceFor in
// src/server/modules/invoices/service.ts).
//
// Data, through the real API: a professional signs up and fills in the company details (PUT
// /api/professional-profile), a consumer signs up and requests an appraisal (POST /api/projects), a bench admin
// (made in the database: admins cannot sign up) assigns it, and the professional makes the invoice (POST
// /api/invoices), which renders and stores its PDF. Each run makes its own accounts.
import { users } from '@server/db/schema';
import { hashPassword } from '@server/lib/crypto';
import { hashToken, SESSION_USER_SQL, sessionUserValues } from '@server/lib/session-query';
import { contentDisposition } from '@server/modules/documents/upload';
import { SESSION_COOKIE } from '@shared/constants';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import pg from 'pg';
import {
  assign,
  fetchApi,
  login,
  makeInvoice,
  register,
  requestAppraisal,
  saveCompanyDetails,
} from '../lib/portal-api';
import { referenceBudgets } from '../lib/reference-budgets';
import type { BenchGroup, Scenario } from '../lib/types';

const PASSWORD = 'Bench-wachtwoord-1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invoice, if the session's user may see it: the WHERE is canSeeProject (projects/access.ts) in SQL. $1 the
 * invoice, $2 the user, $3 their role.
 */
export const VISIBLE_INVOICE_PDF_SQL = `select i.invoice_number, i.pdf_stored_name, i.credit_note_of is not null as is_credit_note
from invoices i
join projects p on p.id = i.project_id
where i.id = $1::uuid
  and ($3::text = 'admin'
       or ($3::text = 'professional' and p.professional_id = $2::uuid)
       or ($3::text = 'consumer' and p.consumer_id = $2::uuid))`;

const PAIRS = [{ id: 'invoice-pdf', label: 'GET /api/invoices/{id}/pdf' }] as const;

let setup: { adminEmail: string } | undefined;

export const invoicesGroup: BenchGroup = {
  name: 'invoices',
  description: 'the invoice PDF a consumer views, against a raw-pg reference',

  async server({ app, databaseUrl, poolSize }) {
    // An admin to assign the project (admins are made by `npm run admin:create`, never through the API).
    const tag = Math.random().toString(36).slice(2, 8);
    const [admin] = await app.ctx.db
      .insert(users)
      .values({
        email: `bench-invoice-admin-${tag}@bench.nl`,
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Bench',
        lastName: 'Beheerder',
        role: 'admin',
        emailVerifiedAt: new Date(),
      })
      .returning();
    app.get('/bench/invoices/setup', async () => ({ adminEmail: admin!.email }));

    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    app.addHook('onClose', async () => {
      await pool.end();
    });
    const storage = app.ctx.storage;

    app.get<{ Params: { id: string } }>('/bench/invoices-reference/:id/pdf', async (request, reply) => {
      const token = request.cookies?.[SESSION_COOKIE];
      if (!token) return reply.code(401).send({ error: 'no session' });
      const session = await pool.query<{ id: string; role: string }>({
        name: 'bench_session_user',
        text: SESSION_USER_SQL,
        values: sessionUserValues(hashToken(token), app.ctx.config),
      });
      const user = session.rows[0];
      if (!user) return reply.code(401).send({ error: 'no session' });
      if (!UUID.test(request.params.id)) return reply.code(400).send({ error: 'bad id' });
      const { rows } = await pool.query<{
        invoice_number: string;
        pdf_stored_name: string | null;
        is_credit_note: boolean;
      }>({
        name: 'bench_visible_invoice_pdf',
        text: VISIBLE_INVOICE_PDF_SQL,
        values: [request.params.id, user.id, user.role],
      });
      const row = rows[0];
      const file = row?.pdf_stored_name ? await storage.open(row.pdf_stored_name) : undefined;
      if (!row || !file) return reply.code(404).send({ error: 'not found' });
      const fileName = `${row.is_credit_note ? INVOICE_MESSAGES.creditNote : 'Factuur'} ${row.invoice_number}.pdf`;
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          contentDisposition(fileName, 'application/pdf').replace(/^attachment/, 'inline'),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    });
  },

  async scenarios(ctx) {
    const api = fetchApi(ctx.baseURL);
    setup ??= (await ctx.http.get('/bench/invoices/setup')).json as { adminEmail: string };
    const tag = Date.now().toString(36);
    const admin = await login(api, setup.adminEmail, PASSWORD);
    const pro = await register(api, {
      email: `bench-invoice-pro-${tag}@bench.nl`,
      password: PASSWORD,
      role: 'professional',
      firstName: 'Bench',
      lastName: 'Taxateur',
    });
    await saveCompanyDetails(api, pro);
    const consumer = await register(api, {
      email: `bench-invoice-consumer-${tag}@bench.nl`,
      password: PASSWORD,
      role: 'consumer',
      firstName: 'Bench',
      lastName: 'Klant',
    });
    const project = await requestAppraisal(api, consumer);
    await assign(api, admin, project.id, pro);
    const invoice = await makeInvoice(api, pro, project.id);
    ctx.log(`invoices: invoice ${invoice.invoiceNumber} of ${project.ref}, read by its consumer`);

    // The reference must answer what the app answers: the same bytes and the same headers.
    const appPath = `/api/invoices/${invoice.id}/pdf`;
    const refPath = `/bench/invoices-reference/${invoice.id}/pdf`;
    const get = async (path: string) => {
      const res = await fetch(`${ctx.baseURL}${path}`, {
        headers: { cookie: `${SESSION_COOKIE}=${consumer.sid}` },
      });
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    };
    const [appRes, refRes] = [await get(appPath), await get(refPath)];
    if (appRes.status !== 200 || refRes.status !== 200)
      throw new Error(`invoices: expected 200 from both, got ${appRes.status} and ${refRes.status}`);
    if (!appRes.body.subarray(0, 5).equals(Buffer.from('%PDF-')) || !appRes.body.equals(refRes.body))
      throw new Error('invoices: the app and the reference do not answer the same PDF');
    for (const h of [
      'content-type',
      'content-length',
      'content-disposition',
      'x-content-type-options',
      'cache-control',
    ]) {
      if (appRes.headers.get(h) !== refRes.headers.get(h))
        throw new Error(
          `invoices: header ${h} differs: ${appRes.headers.get(h)} vs ${refRes.headers.get(h)}`,
        );
    }
    ctx.log(`invoices: the PDF is ${appRes.body.length.toLocaleString('en-US')} bytes`);

    const cookie = `${SESSION_COOKIE}=${consumer.sid}`;
    const scenario = (id: string, label: string, path: string, role: string): Scenario => ({
      id,
      label,
      role,
      method: 'GET',
      path,
      headers: { cookie },
    });
    return [
      scenario(
        'invoice-pdf-ref',
        'GET /bench/invoices-reference/{id}/pdf',
        refPath,
        'reference: session + visible invoice, raw pg prepared statements; the same file streamed',
      ),
      scenario(
        'invoice-pdf',
        'GET /api/invoices/{id}/pdf',
        appPath,
        `consumer, their invoice's stored PDF (${Math.round(appRes.body.length / 1024)} KB)`,
      ),
    ];
  },

  // The budget is on req/s only; the p99 comparison the other reference groups make is shown, not budgeted.
  budgets: referenceBudgets(PAIRS).filter((b) => b.id.endsWith('-rps')),
};
