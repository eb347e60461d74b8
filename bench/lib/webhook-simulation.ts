// The payment webhook simulation: many invoices of many projects, each paid (or not) at Mollie, and
// the provider's webhook delivered as the internet delivers it: duplicated, late and out of order, concurrently,
// mixed with forged deliveries (ids nobody made, another shop's payments, junk) and a few payments whose record at
// the provider was tampered with. Afterwards every invoice's state must agree with what the provider finally says,
// and every paid invoice must have brought its professional exactly one 'Factuur betaald' mail.
//
// The provider is FakeMollie (src/server/test/fake-mollie.ts), a local HTTPS server answering like Mollie's API v2,
// which the app asks through its real Mollie adapter; the simulation plays the consumers at the checkout by moving
// payments on at the fake (setStatus), and plays Mollie by POSTing `id=<payment id>` to /api/payments/webhook
// without cookie or Origin. Everything else goes through the API: sign-ups, company details, requests, assigning,
// invoices, payments, and a consumer who comes back from a failed checkout (payment-status) and pays again.
//
// Used by `npm run bench:webhooks` (bench/webhooks.ts: the app in its own process on PostgreSQL, real HTTP) and by
// src/server/modules/payments/webhook-simulation.test.ts (createTestApp: PGlite or TEST_DATABASE_URL, app.inject).
import type { FakeMollie } from '../../src/server/test/fake-mollie';
import {
  type Api,
  assign,
  expectStatus,
  inParallel,
  makeInvoice,
  register,
  requestAppraisal,
  type SignedIn,
  saveCompanyDetails,
} from './portal-api';

export interface SimulationSettings {
  invoices: number;
  consumers: number;
  professionals: number;
  /** Webhook deliveries in all (genuine, duplicated, late and forged), not counting redeliveries after a non-200. */
  deliveries: number;
  /** Deliveries in flight at once. */
  concurrency: number;
  /** Over how many ms the provider's state changes are spread (deliveries come up to a quarter of it later). */
  spanMs: number;
  seed: number;
}

export const FULL_SIZE: SimulationSettings = {
  invoices: 200,
  consumers: 40,
  professionals: 10,
  deliveries: 1000,
  concurrency: 20,
  spanMs: 5000,
  seed: 9,
};

export interface SimulationDeps {
  api: Api;
  fake: FakeMollie;
  /** An admin, signed in (admins are not made through the API). */
  admin: SignedIn;
  /** A read on the app's database. */
  sql<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** The mails that reached the SMTP sink so far. */
  mails(): ReadonlyArray<{ subject: string; text: string }>;
  /** Optional: make the outbox send now (a test's flushMail); otherwise the app's own worker sends. */
  kickMail?: () => Promise<void>;
  log?: (message: string) => void;
}

type ProviderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
const FINAL_UNPAID: readonly ProviderStatus[] = ['failed', 'canceled', 'expired'];
const METHODS = ['ideal', 'creditcard', 'bancontact'] as const;

type Outcome = ProviderStatus | 'tampered';

interface Change {
  /** ms after the attempt's start. */
  at: number;
  status: ProviderStatus;
}

interface AttemptPlan {
  outcome: Outcome;
  changes: Change[];
  /** ms after the attempt's start: one delivery each (several for one change are duplicates). */
  deliveries: number[];
  tamper?: 'amount' | 'metadata';
}

interface InvoicePlan {
  first: AttemptPlan;
  /** The consumer tries again after the first payment ended unpaid: ms after that end, and the second attempt. */
  retry?: { after: number; attempt: AttemptPlan };
}

interface SimInvoice {
  id: string;
  invoiceNumber: string;
  consumer: SignedIn;
  pro: SignedIn;
  amountCents: number;
  /** Provider payment ids, in the order they were made. */
  payments: string[];
  plan: InvoicePlan;
}

export interface Disagreement {
  invoiceNumber: string;
  expected: string;
  actual: string;
  provider: string;
}

export interface SimulationResult {
  settings: SimulationSettings;
  invoices: number;
  payments: number;
  deliveries: {
    total: number;
    genuine: number;
    /** Genuine deliveries of a payment sent before the provider had changed it (it was still open then). */
    beforeAnyChange: number;
    forged: { unknownIds: number; otherShop: number; junk: number };
    /** Of tampered payments (the provider's record no longer matches the invoice). */
    tampered: number;
    /** Answers other than 200, by status, and how many deliveries were sent again because of one. */
    non200: Record<string, number>;
    redelivered: number;
  };
  /** What the provider finally says, per invoice (its last payment, or its paid one). */
  provider: {
    paid: number;
    endedUnpaid: number;
    stillOpenOrPending: number;
    tampered: number;
    retried: number;
  };
  /** The invoices' states in the database afterwards. */
  states: Record<string, number>;
  disagreements: Disagreement[];
  /** Payment rows whose status differs from the provider's (untampered payments only). */
  paymentDisagreements: Disagreement[];
  mails: {
    paid: number;
    invoicesWithWrongCount: Array<{ invoiceNumber: string; expected: number; got: number }>;
  };
  notifications: { invoicesWithWrongCount: Array<{ invoiceNumber: string; expected: number; got: number }> };
  audit: { mismatches: number; tamperedWithoutMismatchAudit: number; paidEntries: number };
  /** Second attempts where create-payment handed back the payment that had just ended. */
  deadCheckoutsHandedOut: number;
  timing: {
    setupMs: number;
    /** From the first delivery to the last answer. */
    deliveryWallMs: number;
    /** From the last answer until the outbox had sent everything. */
    mailDrainMs: number;
    webhookLatencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
    /** Webhook answers per second while delivering. */
    webhooksPerSec: number;
  };
  ok: boolean;
}

/** A small seeded PRNG (mulberry32): the same seed, the same plan. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + (hi - lo) * next(),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    shuffle<T>(list: T[]): T[] {
      for (let i = list.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [list[i], list[j]] = [list[j]!, list[i]!];
      }
      return list;
    },
  };
}
type Rng = ReturnType<typeof rng>;

/** The states a payment passes through at the provider on its way to `outcome`. */
function pathTo(outcome: Outcome, r: Rng): ProviderStatus[] {
  switch (outcome) {
    case 'paid':
      return r.chance(0.5) ? ['pending', 'paid'] : ['paid'];
    case 'failed':
    case 'expired':
      return r.chance(0.3) ? ['pending', outcome] : [outcome];
    case 'canceled':
      return ['canceled'];
    case 'pending':
      return ['pending'];
    case 'open':
      return [];
    case 'tampered':
      return ['paid'];
  }
}

function planAttempt(outcome: Outcome, r: Rng, spanMs: number, tamper?: AttemptPlan['tamper']): AttemptPlan {
  const statuses = pathTo(outcome, r);
  const changes: Change[] = [];
  let at = r.between(0.05, 0.6) * spanMs;
  for (const status of statuses) {
    changes.push({ at: Math.round(at), status });
    at += r.between(0.05, 0.25) * spanMs;
  }
  const deliveries: number[] = [];
  // A replay of the payment's id while it is still open (before the provider changed anything), at times.
  if (r.chance(0.6)) deliveries.push(Math.round(r.between(0, changes[0]?.at ?? spanMs)));
  // The provider reports each change one to four times, each copy a little late, so that copies of an earlier
  // change can arrive after a later one.
  for (const change of changes) {
    const copies = 1 + Number(r.chance(0.6)) + Number(r.chance(0.3)) + Number(r.chance(0.1));
    for (let i = 0; i < copies; i++) deliveries.push(change.at + 1 + Math.round(r.between(0, 0.25 * spanMs)));
  }
  return { outcome, changes, deliveries, ...(tamper ? { tamper } : {}) };
}

function planInvoices(s: SimulationSettings, r: Rng): InvoicePlan[] {
  const n = s.invoices;
  const tampered = Math.max(2, Math.round(n * 0.02));
  const counts: Array<[Outcome, number]> = [
    ['tampered', tampered],
    ['failed', Math.round(n * 0.1)],
    ['canceled', Math.round(n * 0.1)],
    ['expired', Math.round(n * 0.1)],
    ['open', Math.round(n * 0.1)],
    ['pending', Math.round(n * 0.08)],
  ];
  const outcomes: Outcome[] = counts.flatMap(([o, c]) => Array<Outcome>(c).fill(o));
  while (outcomes.length < n) outcomes.push('paid');
  r.shuffle(outcomes);
  let tamperedSoFar = 0;
  return outcomes.map((outcome) => {
    const tamper = outcome === 'tampered' ? (tamperedSoFar++ % 3 === 2 ? 'metadata' : 'amount') : undefined;
    const first = planAttempt(outcome, r, s.spanMs, tamper);
    if (!FINAL_UNPAID.includes(outcome as ProviderStatus) || !r.chance(0.5)) return { first };
    const again: Outcome = r.chance(0.7) ? 'paid' : r.pick(['failed', 'expired', 'open'] as const);
    return {
      first,
      retry: { after: Math.round(r.between(0.05, 0.2) * s.spanMs), attempt: planAttempt(again, r, s.spanMs) },
    };
  });
}

const JUNK_IDS = [
  "tr_x'; drop table invoices;--",
  '../../etc/passwd',
  `tr_${'A'.repeat(90)}`,
  '<script>alert(1)</script>',
  'tr_üñí',
  '  tr_WDqYK6vllg  ',
  '0',
  'null',
  'tr_',
  're_4qqhO89gsT',
];

/** A sorted list of things to do at given ms after the start, played in order; async work may add more. */
class Timeline {
  private items: Array<{ at: number; seq: number; run: () => void }> = [];
  private seq = 0;
  private busy = 0;
  private wake: (() => void) | undefined;
  private start = 0;

  now(): number {
    return performance.now() - this.start;
  }

  at(at: number, run: () => void): void {
    const item = { at, seq: this.seq++, run };
    let i = this.items.length;
    while (
      i > 0 &&
      (this.items[i - 1]!.at > at || (this.items[i - 1]!.at === at && this.items[i - 1]!.seq > item.seq))
    )
      i--;
    this.items.splice(i, 0, item);
    this.wake?.();
  }

  /** Async work started by an event: the timeline does not end before it has. */
  track(work: Promise<unknown>): void {
    this.busy++;
    void work.finally(() => {
      this.busy--;
      this.wake?.();
    });
  }

  async play(): Promise<void> {
    this.start = performance.now();
    for (;;) {
      const next = this.items[0];
      if (!next && this.busy === 0) return;
      const wait = next ? next.at - this.now() : Number.POSITIVE_INFINITY;
      if (wait > 0) {
        await new Promise<void>((resolve) => {
          const timer = Number.isFinite(wait) ? setTimeout(resolve, wait) : undefined;
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
        continue;
      }
      this.items.shift();
      next!.run();
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

type DeliveryKind = 'genuine' | 'unknown' | 'otherShop' | 'junk';

export async function runWebhookSimulation(
  deps: SimulationDeps,
  settings: SimulationSettings = FULL_SIZE,
): Promise<SimulationResult> {
  const { api, fake } = deps;
  const log = deps.log ?? (() => {});
  const r = rng(settings.seed);
  const setupStarted = performance.now();
  const password = 'Bench-wachtwoord-1';
  const tag = `${Date.now().toString(36)}${Math.floor(r.next() * 1e6).toString(36)}`;

  // --- The people and their invoices, through the API. ---
  log(
    `setup: ${settings.professionals} professionals, ${settings.consumers} consumers, ${settings.invoices} invoices`,
  );
  const pros = await inParallel(
    Array.from({ length: settings.professionals }, (_, i) => i),
    4,
    async (i) => {
      const pro = await register(api, {
        email: `sim-pro-${i}-${tag}@bench.nl`,
        password,
        role: 'professional',
        firstName: `Taxateur${i}`,
        lastName: 'Bench',
      });
      await saveCompanyDetails(api, pro);
      return pro;
    },
  );
  const consumers = await inParallel(
    Array.from({ length: settings.consumers }, (_, i) => i),
    4,
    (i) =>
      register(api, {
        email: `sim-klant-${i}-${tag}@bench.nl`,
        password,
        role: 'consumer',
        firstName: `Klant${i}`,
        lastName: 'Bench',
      }),
  );
  const plans = planInvoices(settings, r);
  const invoices: SimInvoice[] = await inParallel(plans, 6, async (plan, i) => {
    const consumer = consumers[i % consumers.length]!;
    const pro = pros[i % pros.length]!;
    const project = await requestAppraisal(api, consumer);
    await assign(api, deps.admin, project.id, pro);
    const invoice = await makeInvoice(api, pro, project.id);
    return { ...invoice, consumer, pro, amountCents: 0, payments: [], plan };
  });
  const amountRows = await deps.sql<{ id: string; total_amount: number }>(
    'select id::text as id, total_amount from invoices where id = any($1::uuid[])',
    [invoices.map((i) => i.id)],
  );
  const amounts = Object.fromEntries(amountRows.map((row) => [row.id, Number(row.total_amount)]));
  for (const inv of invoices) inv.amountCents = Number(amounts[inv.id]);

  const createPayment = async (inv: SimInvoice): Promise<string> => {
    const res = await expectStatus(
      api,
      { method: 'POST', path: `/api/invoices/${inv.id}/create-payment`, sid: inv.consumer.sid },
      200,
    );
    return (res.json as { paymentId: string }).paymentId;
  };
  await inParallel(invoices, 6, async (inv) => {
    inv.payments.push(await createPayment(inv));
  });

  // Another shop's payments at the same provider, some naming our invoices: not ours, so never believed.
  const otherShop: string[] = [];
  for (let i = 0; i < 10; i++) {
    const id = `tr_other${i}${tag.slice(0, 6)}`.replace(/[^A-Za-z0-9_]/g, '');
    const target = r.pick(invoices);
    fake.payments.set(id, {
      id,
      status: 'paid',
      amount: { currency: 'EUR', value: (target.amountCents / 100).toFixed(2) },
      description: `Factuur ${target.invoiceNumber}`,
      redirectUrl: 'https://elders.example/',
      method: 'ideal',
      metadata: { invoiceId: target.id },
      createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      paidAt: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    });
    otherShop.push(id);
  }
  const setupMs = performance.now() - setupStarted;
  log(
    `setup done in ${(setupMs / 1000).toFixed(1)} s: ${invoices.length} invoices, each with an open payment at Mollie`,
  );

  // --- The plan's delivery count, and the forged deliveries that make up the rest. ---
  const genuinePlanned = plans.reduce(
    (n, p) => n + p.first.deliveries.length + (p.retry?.attempt.deliveries.length ?? 0),
    0,
  );
  const forgedCount = settings.deliveries - genuinePlanned;
  if (forgedCount < Math.round(settings.deliveries * 0.1))
    throw new Error(
      `the plan has ${genuinePlanned} genuine deliveries; ${settings.deliveries} leaves too few forged ones`,
    );

  // --- Playing it: the provider's changes and the deliveries on one timeline, deliveries sent 20 at a time. ---
  const ready: Array<{ id: string; kind: DeliveryKind }> = [];
  let wakeWorkers: (() => void) | undefined;
  let timelineDone = false;
  const latencies: number[] = [];
  const non200: Record<string, number> = {};
  let redelivered = 0;
  const counts = { genuine: 0, beforeAnyChange: 0, unknown: 0, otherShop: 0, junk: 0, tampered: 0 };
  let deadCheckouts = 0;
  const timeline = new Timeline();
  const changed = new Set<string>();
  const tamperedIds = new Set<string>();

  const enqueue = (id: string, kind: DeliveryKind) => {
    ready.push({ id, kind });
    wakeWorkers?.();
  };
  const deliver = async (id: string) => {
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      const res = await api.send({
        method: 'POST',
        path: '/api/payments/webhook',
        form: `id=${encodeURIComponent(id)}`,
        noOrigin: true,
      });
      latencies.push(performance.now() - started);
      if (res.status === 200) return;
      non200[res.status] = (non200[res.status] ?? 0) + 1;
      // Mollie tries again later when the answer is not a 2xx; so does the simulation (sooner), up to 5 times.
      if (attempt >= 4) return;
      redelivered++;
      await sleep(250);
    }
  };

  const schedule = (inv: SimInvoice, attempt: AttemptPlan, paymentId: string, start: number) => {
    for (const change of attempt.changes) {
      timeline.at(start + change.at, () => {
        if (attempt.tamper && !tamperedIds.has(paymentId)) {
          // Someone altered the provider's record: another amount, or another invoice.
          const record = fake.payments.get(paymentId)!;
          if (attempt.tamper === 'amount') record.amount = { currency: 'EUR', value: '0.01' };
          else record.metadata = { invoiceId: invoices.find((o) => o.id !== inv.id)!.id };
          tamperedIds.add(paymentId);
        }
        fake.setStatus(
          paymentId,
          change.status,
          change.status === 'paid' || change.status === 'pending' ? r.pick(METHODS) : null,
        );
        changed.add(paymentId);
      });
    }
    for (const at of attempt.deliveries) {
      timeline.at(start + at, () => {
        if (!changed.has(paymentId)) counts.beforeAnyChange++;
        if (attempt.tamper) counts.tampered++;
        counts.genuine++;
        enqueue(paymentId, 'genuine');
      });
    }
    const retry = inv.plan.retry;
    if (retry && attempt === inv.plan.first) {
      const endedAt = start + (attempt.changes.at(-1)?.at ?? 0);
      timeline.at(endedAt + retry.after, () => {
        // Back from the failed checkout: the project page asks after the payment, then the consumer pays again.
        timeline.track(
          (async () => {
            await expectStatus(
              api,
              { method: 'GET', path: `/api/invoices/${inv.id}/payment-status`, sid: inv.consumer.sid },
              200,
            );
            const second = await createPayment(inv);
            if (second === paymentId) {
              deadCheckouts++;
              return;
            }
            inv.payments.push(second);
            schedule(inv, retry.attempt, second, timeline.now());
          })(),
        );
      });
    }
  };
  for (const inv of invoices) schedule(inv, inv.plan.first, inv.payments[0]!, 0);
  const forgedEnd = settings.spanMs * 1.3;
  for (let i = 0; i < forgedCount; i++) {
    const roll = r.next();
    const [id, kind]: [string, DeliveryKind] =
      roll < 0.5
        ? [
            `tr_${Math.floor(r.next() * 36 ** 10)
              .toString(36)
              .padStart(10, '0')}`,
            'unknown',
          ]
        : roll < 0.75
          ? [r.pick(otherShop), 'otherShop']
          : [r.pick(JUNK_IDS), 'junk'];
    timeline.at(Math.round(r.between(0, forgedEnd)), () => {
      counts[kind as 'unknown' | 'otherShop' | 'junk']++;
      enqueue(id, kind);
    });
  }

  const deliveryStarted = performance.now();
  let lastAnswer = deliveryStarted;
  // Idle workers wait here; every delivery made ready wakes them all.
  const idle = new Set<() => void>();
  const wakeIdle = () => {
    for (const resolve of idle) resolve();
    idle.clear();
  };
  wakeWorkers = wakeIdle;
  const workerLoop = async () => {
    for (;;) {
      const next = ready.shift();
      if (next) {
        await deliver(next.id);
        lastAnswer = performance.now();
        continue;
      }
      if (timelineDone) return;
      await new Promise<void>((resolve) => idle.add(resolve));
    }
  };
  log(
    `delivering ${settings.deliveries} webhooks (${genuinePlanned} genuine, ${forgedCount} forged), ` +
      `${settings.concurrency} at a time, state changes over ${(settings.spanMs / 1000).toFixed(1)} s`,
  );
  const workers = Array.from({ length: settings.concurrency }, workerLoop);
  await timeline.play();
  timelineDone = true;
  wakeIdle();
  await Promise.all(workers);
  const deliveryWallMs = lastAnswer - deliveryStarted;

  // --- The outbox sends what the run queued. ---
  const drainStarted = performance.now();
  for (;;) {
    await deps.kickMail?.();
    const [row] = await deps.sql<{ pending: number; failed: number }>(
      `select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'failed')::int as failed from mail_outbox`,
    );
    if (row && row.pending === 0) break;
    if (performance.now() - drainStarted > 120_000)
      throw new Error(`the outbox did not drain: ${row?.pending} pending`);
    await sleep(100);
  }
  const mailDrainMs = performance.now() - drainStarted;

  // --- What the provider says, against what the portal did. ---
  const intact = (inv: SimInvoice, id: string) => {
    const p = fake.payments.get(id)!;
    return (
      Math.round(Number(p.amount.value) * 100) === inv.amountCents &&
      (p.metadata as { invoiceId?: string } | null)?.invoiceId === inv.id
    );
  };
  const expectedOf = (inv: SimInvoice): { states: string[]; provider: string } => {
    const statuses = inv.payments.map(
      (id) => `${id}:${fake.payments.get(id)!.status}${intact(inv, id) ? '' : ' (tampered)'}`,
    );
    const provider = statuses.join(', ');
    if (inv.payments.some((id) => intact(inv, id) && fake.payments.get(id)!.status === 'paid'))
      return { states: ['paid'], provider };
    const last = inv.payments.at(-1)!;
    const status = fake.payments.get(last)!.status as ProviderStatus;
    // A tampered report is refused: the invoice stays where it was, waiting for a payment that matches.
    if (!intact(inv, last) || status === 'open' || status === 'pending')
      return { states: ['pending_payment'], provider };
    return { states: ['sent', 'overdue'], provider };
  };

  const ids = invoices.map((i) => i.id);
  const rows = await deps.sql<{
    id: string;
    status: string;
    paid: number;
    mismatch: number;
    notices: number;
  }>(
    `select i.id::text as id, i.status,
            (select count(*)::int from audit_log a where a.entity_type = 'invoice' and a.entity_id = i.id::text
               and a.action = 'invoice.paid') as paid,
            (select count(*)::int from audit_log a where a.entity_type = 'invoice' and a.entity_id = i.id::text
               and a.action = 'payment.mismatch') as mismatch,
            (select count(*)::int from notifications n where n.user_id = i.professional_id
               and n.title = 'Factuur betaald' and n.message like 'Factuur ' || i.invoice_number || ' %') as notices
     from invoices i where i.id = any($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paymentRows = await deps.sql<{ provider_payment_id: string; status: string }>(
    `select provider_payment_id, status from payments where invoice_id = any($1::uuid[]) and provider_payment_id is not null`,
    [ids],
  );
  const paymentStatus = new Map(paymentRows.map((p) => [p.provider_payment_id, p.status]));

  const mailCount = new Map<string, number>();
  let paidMails = 0;
  for (const mail of deps.mails()) {
    if (mail.subject !== 'Factuur betaald') continue;
    paidMails++;
    const number = /Factuur (\d{4}-\d{6}) /.exec(mail.text)?.[1] ?? '?';
    mailCount.set(number, (mailCount.get(number) ?? 0) + 1);
  }

  const disagreements: Disagreement[] = [];
  const paymentDisagreements: Disagreement[] = [];
  const wrongMails: SimulationResult['mails']['invoicesWithWrongCount'] = [];
  const wrongNotices: SimulationResult['notifications']['invoicesWithWrongCount'] = [];
  const states: Record<string, number> = {};
  const provider = { paid: 0, endedUnpaid: 0, stillOpenOrPending: 0, tampered: 0, retried: 0 };
  let mismatchAudits = 0;
  let tamperedWithoutAudit = 0;
  let paidEntries = 0;
  for (const inv of invoices) {
    const row = byId.get(inv.id);
    const actual = row?.status ?? 'missing';
    states[actual] = (states[actual] ?? 0) + 1;
    const expected = expectedOf(inv);
    if (!expected.states.includes(actual))
      disagreements.push({
        invoiceNumber: inv.invoiceNumber,
        expected: expected.states.join(' or '),
        actual,
        provider: expected.provider,
      });
    const paid = expected.states[0] === 'paid';
    const tamperedInvoice = inv.payments.some((id) => !intact(inv, id));
    if (paid) provider.paid++;
    else if (tamperedInvoice) provider.tampered++;
    else if (expected.states[0] === 'pending_payment') provider.stillOpenOrPending++;
    else provider.endedUnpaid++;
    if (inv.payments.length > 1) provider.retried++;
    const mails = mailCount.get(inv.invoiceNumber) ?? 0;
    if (mails !== (paid ? 1 : 0))
      wrongMails.push({ invoiceNumber: inv.invoiceNumber, expected: paid ? 1 : 0, got: mails });
    if ((row?.notices ?? 0) !== (paid ? 1 : 0))
      wrongNotices.push({ invoiceNumber: inv.invoiceNumber, expected: paid ? 1 : 0, got: row?.notices ?? 0 });
    mismatchAudits += row?.mismatch ?? 0;
    paidEntries += row?.paid ?? 0;
    if (tamperedInvoice && (row?.mismatch ?? 0) === 0) tamperedWithoutAudit++;
    for (const id of inv.payments) {
      if (!intact(inv, id)) continue;
      const theirs = fake.payments.get(id)!.status;
      const ours = paymentStatus.get(id) ?? 'missing';
      if (theirs !== ours)
        paymentDisagreements.push({
          invoiceNumber: inv.invoiceNumber,
          expected: theirs,
          actual: ours,
          provider: id,
        });
    }
  }
  const stray = [...mailCount.keys()].filter((n) => !invoices.some((i) => i.invoiceNumber === n));
  for (const n of stray) wrongMails.push({ invoiceNumber: n, expected: 0, got: mailCount.get(n)! });

  const sorted = [...latencies].sort((a, b) => a - b);
  const result: SimulationResult = {
    settings,
    invoices: invoices.length,
    payments: invoices.reduce((n, i) => n + i.payments.length, 0),
    deliveries: {
      total: counts.genuine + counts.unknown + counts.otherShop + counts.junk,
      genuine: counts.genuine,
      beforeAnyChange: counts.beforeAnyChange,
      forged: { unknownIds: counts.unknown, otherShop: counts.otherShop, junk: counts.junk },
      tampered: counts.tampered,
      non200,
      redelivered,
    },
    provider,
    states,
    disagreements,
    paymentDisagreements,
    mails: { paid: paidMails, invoicesWithWrongCount: wrongMails },
    notifications: { invoicesWithWrongCount: wrongNotices },
    audit: { mismatches: mismatchAudits, tamperedWithoutMismatchAudit: tamperedWithoutAudit, paidEntries },
    deadCheckoutsHandedOut: deadCheckouts,
    timing: {
      setupMs: Math.round(setupMs),
      deliveryWallMs: Math.round(deliveryWallMs),
      mailDrainMs: Math.round(mailDrainMs),
      webhookLatencyMs: {
        p50: round1(percentile(sorted, 50)),
        p90: round1(percentile(sorted, 90)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted.at(-1) ?? 0),
        mean: round1(sorted.reduce((a, b) => a + b, 0) / Math.max(sorted.length, 1)),
      },
      webhooksPerSec: Math.round((latencies.length / Math.max(deliveryWallMs, 1)) * 1000),
    },
    ok: false,
  };
  result.ok =
    result.deliveries.total === settings.deliveries &&
    disagreements.length === 0 &&
    paymentDisagreements.length === 0 &&
    wrongMails.length === 0 &&
    wrongNotices.length === 0 &&
    paidEntries === provider.paid &&
    tamperedWithoutAudit === 0 &&
    deadCheckouts === 0 &&
    Object.keys(non200).length === 0;
  return result;
}

/** The figures, as lines for a terminal or a test's log. */
export function describeSimulation(res: SimulationResult): string[] {
  const d = res.deliveries;
  const t = res.timing;
  return [
    `${res.invoices} invoices (${res.payments} payments at Mollie, ${res.provider.retried} invoices paid in a second attempt or tried twice)`,
    `${d.total} webhook deliveries: ${d.genuine} genuine (${d.beforeAnyChange} while the payment was still open, ${d.tampered} of tampered payments), ` +
      `${d.forged.unknownIds + d.forged.otherShop + d.forged.junk} forged (${d.forged.unknownIds} unknown ids, ${d.forged.otherShop} another shop's payments, ${d.forged.junk} junk)`,
    `answers other than 200: ${Object.keys(d.non200).length ? JSON.stringify(d.non200) : 'none'}; redelivered: ${d.redelivered}`,
    `provider finally: ${res.provider.paid} paid, ${res.provider.endedUnpaid} ended unpaid, ${res.provider.stillOpenOrPending} open or pending, ${res.provider.tampered} tampered`,
    `invoices in the portal: ${Object.entries(res.states)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')}`,
    `invoices disagreeing with the provider: ${res.disagreements.length}; payments disagreeing: ${res.paymentDisagreements.length}`,
    `'Factuur betaald' mails: ${res.mails.paid} for ${res.provider.paid} paid invoices; invoices with another count: ${res.mails.invoicesWithWrongCount.length}; notifications off: ${res.notifications.invoicesWithWrongCount.length}`,
    `audit: ${res.audit.paidEntries} invoice.paid, ${res.audit.mismatches} payment.mismatch (tampered invoices without one: ${res.audit.tamperedWithoutMismatchAudit}); dead checkouts handed out: ${res.deadCheckoutsHandedOut}`,
    `setup ${(t.setupMs / 1000).toFixed(1)} s; deliveries ${(t.deliveryWallMs / 1000).toFixed(1)} s wall (${t.webhooksPerSec} answers/s); mail drained ${(t.mailDrainMs / 1000).toFixed(1)} s after`,
    `webhook latency: p50 ${t.webhookLatencyMs.p50} ms, p90 ${t.webhookLatencyMs.p90} ms, p99 ${t.webhookLatencyMs.p99} ms, max ${t.webhookLatencyMs.max} ms`,
    ...res.disagreements
      .slice(0, 10)
      .map(
        (x) => `  invoice ${x.invoiceNumber}: ${x.actual}, expected ${x.expected} (provider: ${x.provider})`,
      ),
    ...res.paymentDisagreements
      .slice(0, 10)
      .map((x) => `  payment ${x.provider} of ${x.invoiceNumber}: ${x.actual}, provider says ${x.expected}`),
    ...res.mails.invoicesWithWrongCount
      .slice(0, 10)
      .map((x) => `  mails for ${x.invoiceNumber}: ${x.got}, expected ${x.expected}`),
    `result: ${res.ok ? 'every invoice agrees with the provider, one paid-mail per paid invoice' : 'FAILED'}`,
  ];
}
