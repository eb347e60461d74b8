// A stand-in for Mollie's payments API v2 for tests: a real HTTPS server on 127.0.0.1 that answers POST
// /v2/payments, GET /v2/payments/{id}, DELETE /v2/payments/{id} (cancel) and POST /v2/payments/{id}/refunds as
// Mollie documents them (HAL JSON, amounts as strings with two decimals, errors as { status, title, detail, field }).
// Only a cancelable payment (`isCancelable`: open, unless a test says otherwise) is canceled, else 422; only a paid
// payment is refunded, at most what remains of it, else 422; a refund request repeated with the same Idempotency-Key
// is answered with the first refund, as Mollie does. Tests move a payment on with setStatus, as a consumer would at
// the checkout. The Mollie client pins its own CA list, so a test using this server turns certificate checks off.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers';

export interface FakeMolliePayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  method: string | null;
  metadata: unknown;
  createdAt: string;
  paidAt?: string;
  canceledAt?: string;
  /** False makes an open payment one Mollie will not cancel (some methods cannot be, once started). */
  cancelable?: boolean;
}

export interface FakeMollieRefund {
  id: string;
  paymentId: string;
  amount: { currency: string; value: string };
  description: string;
  status: string;
  metadata: unknown;
  createdAt: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

/** A throwaway self-signed certificate for 127.0.0.1 (openssl; nothing is kept on disk afterwards). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-mollie-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ].concat(
        ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ),
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const METHODS = new Set(['ideal', 'creditcard', 'bancontact', 'paypal', 'banktransfer']);

export class FakeMollie {
  readonly payments = new Map<string, FakeMolliePayment>();
  readonly refunds: FakeMollieRefund[] = [];
  readonly requests: RecordedRequest[] = [];
  /** The status a new refund gets: 'pending', or 'queued' when the balance would not cover it. */
  refundStatus: 'pending' | 'queued' = 'pending';
  private readonly refundsByKey = new Map<string, FakeMollieRefund>();
  /** While set, a new payment (POST /v2/payments) is answered only once this settles: a provider at work. */
  holdCreate: Promise<void> | null = null;
  /** Answer the next requests with this status (e.g. 503 to see the client retry), then normally again. */
  failNext: number[] = [];
  private server?: https.Server;
  private origin = '';

  constructor(readonly apiKey = `test_${'x'.repeat(30)}`) {}

  /** The apiEndpoint to give the client. */
  get endpoint(): string {
    return `${this.origin}/v2/`;
  }

  async start(): Promise<this> {
    this.server = https.createServer(selfSignedCertificate(), (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        try {
          body = raw ? JSON.parse(raw) : null;
        } catch {
          body = raw;
        }
        this.requests.push({
          method: req.method ?? 'GET',
          path: new URL(req.url ?? '/', this.origin).pathname,
          authorization: req.headers.authorization,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          body,
        });
        if (this.holdCreate && req.method === 'POST' && req.url === '/v2/payments') await this.holdCreate;
        const answer = this.handle(
          req.method ?? 'GET',
          req.url ?? '/',
          req.headers.authorization,
          body,
          req.headers['idempotency-key'] as string | undefined,
        );
        // A forced 5xx asks for an immediate retry (Retry-After: 0) so tests need not wait the client's 2 s.
        res.writeHead(answer.status, {
          'content-type': 'application/hal+json',
          ...(answer.status >= 500 ? { 'retry-after': '0' } : {}),
        });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** What the consumer did at the checkout: paid (with a method), failed, canceled or expired. */
  setStatus(id: string, status: string, method: string | null = 'ideal'): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no such fake payment: ${id}`);
    payment.status = status;
    payment.method = method;
    if (status === 'paid') payment.paidAt = now();
  }

  /** An open payment Mollie will not cancel any more (false), or will again (true). */
  setCancelable(id: string, cancelable: boolean): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no such fake payment: ${id}`);
    payment.cancelable = cancelable;
  }

  refundsOf(paymentId: string): FakeMollieRefund[] {
    return this.refunds.filter((r) => r.paymentId === paymentId);
  }

  private handle(
    method: string,
    url: string,
    authorization: string | undefined,
    body: unknown,
    idempotencyKey?: string,
  ) {
    const pathname = new URL(url, this.origin).pathname;
    const forced = this.failNext.shift();
    if (forced) return error(forced, 'Forced', 'A failure the test asked for');
    if (authorization !== `Bearer ${this.apiKey}`)
      return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    if (method === 'POST' && pathname === '/v2/payments') return this.create(body);
    const match = /^\/v2\/payments\/([^/]+)(\/refunds)?$/.exec(pathname);
    if (!match) return error(404, 'Not Found', 'The resource does not exist');
    const payment = this.payments.get(decodeURIComponent(match[1]!));
    if (!payment) return error(404, 'Not Found', `No payment exists with token ${match[1]}.`);
    if (match[2]) {
      if (method === 'POST') return this.refund(payment, body, idempotencyKey);
      if (method === 'GET') {
        const list = this.refundsOf(payment.id).map((r) => this.refundResource(r));
        return { status: 200, body: { count: list.length, _embedded: { refunds: list }, _links: {} } };
      }
    } else if (method === 'GET') return { status: 200, body: this.resource(payment) };
    else if (method === 'DELETE') return this.cancel(payment);
    return error(404, 'Not Found', 'The resource does not exist');
  }

  private cancel(payment: FakeMolliePayment) {
    if (!this.isCancelable(payment))
      return error(422, 'Unprocessable Entity', 'The payment cannot be canceled');
    payment.status = 'canceled';
    payment.canceledAt = now();
    return { status: 200, body: this.resource(payment) };
  }

  private refund(payment: FakeMolliePayment, body: unknown, idempotencyKey?: string) {
    const again = idempotencyKey ? this.refundsByKey.get(idempotencyKey) : undefined;
    if (again) return { status: 201, body: this.refundResource(again) };
    if (payment.status !== 'paid')
      return error(422, 'Unprocessable Entity', 'The payment cannot be refunded');
    const b = (body ?? {}) as Record<string, unknown>;
    const amount = b.amount as { currency?: unknown; value?: unknown } | undefined;
    if (!amount || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value))
      return error(422, 'Unprocessable Entity', 'The amount contains an invalid value', 'amount.value');
    if (amount.currency !== payment.amount.currency)
      return error(422, 'Unprocessable Entity', 'The currency does not match the payment', 'amount.currency');
    const cents = toCents(amount.value);
    if (cents < 1 || cents > this.remainingCents(payment))
      return error(
        422,
        'Unprocessable Entity',
        'The amount is higher than the amount that can be refunded',
        'amount',
      );
    const refund: FakeMollieRefund = {
      id: `re_${randomBytes(8).toString('hex').slice(0, 10)}`,
      paymentId: payment.id,
      amount: { currency: payment.amount.currency, value: amount.value },
      description: typeof b.description === 'string' ? b.description : '',
      status: this.refundStatus,
      metadata: b.metadata ?? null,
      createdAt: now(),
    };
    this.refunds.push(refund);
    if (idempotencyKey) this.refundsByKey.set(idempotencyKey, refund);
    return { status: 201, body: this.refundResource(refund) };
  }

  private isCancelable(payment: FakeMolliePayment): boolean {
    return payment.status === 'open' && payment.cancelable !== false;
  }

  private remainingCents(payment: FakeMolliePayment): number {
    const refunded = this.refundsOf(payment.id)
      .filter((r) => r.status !== 'canceled' && r.status !== 'failed')
      .reduce((sum, r) => sum + toCents(r.amount.value), 0);
    return toCents(payment.amount.value) - refunded;
  }

  private refundResource(refund: FakeMollieRefund) {
    return {
      resource: 'refund',
      id: refund.id,
      mode: 'test',
      description: refund.description,
      amount: refund.amount,
      status: refund.status,
      metadata: refund.metadata,
      paymentId: refund.paymentId,
      createdAt: refund.createdAt,
      _links: {
        self: {
          href: `${this.endpoint}payments/${refund.paymentId}/refunds/${refund.id}`,
          type: 'application/hal+json',
        },
        payment: { href: `${this.endpoint}payments/${refund.paymentId}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
      },
    };
  }

  private create(body: unknown) {
    const b = (body ?? {}) as Record<string, unknown>;
    const amount = b.amount as { currency?: unknown; value?: unknown } | undefined;
    if (!amount || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value))
      return error(422, 'Unprocessable Entity', 'The amount contains an invalid value', 'amount.value');
    if (amount.currency !== 'EUR')
      return error(422, 'Unprocessable Entity', 'The currency is not supported', 'amount.currency');
    if (Number(amount.value) < 0.01)
      return error(422, 'Unprocessable Entity', 'The amount is lower than the minimum', 'amount');
    if (typeof b.description !== 'string' || !b.description)
      return error(422, 'Unprocessable Entity', 'The description is invalid', 'description');
    if (typeof b.redirectUrl !== 'string' || !b.redirectUrl)
      return error(422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
    if (b.webhookUrl !== undefined) {
      const host = typeof b.webhookUrl === 'string' ? hostOf(b.webhookUrl) : undefined;
      if (!host || host === 'localhost' || host.startsWith('127.'))
        return error(
          422,
          'Unprocessable Entity',
          "The webhook URL is invalid because it is unreachable from Mollie's point of view",
          'webhookUrl',
        );
    }
    const methods = b.method === undefined ? [] : Array.isArray(b.method) ? b.method : [b.method];
    if (methods.some((m) => typeof m !== 'string' || !METHODS.has(m)))
      return error(422, 'Unprocessable Entity', 'The payment method is invalid', 'method');
    const payment: FakeMolliePayment = {
      id: `tr_${randomBytes(8).toString('hex').slice(0, 10)}`,
      status: 'open',
      amount: { currency: 'EUR', value: amount.value },
      description: b.description,
      redirectUrl: b.redirectUrl,
      ...(typeof b.webhookUrl === 'string' ? { webhookUrl: b.webhookUrl } : {}),
      method: null,
      metadata: b.metadata ?? null,
      createdAt: now(),
    };
    this.payments.set(payment.id, payment);
    return { status: 201, body: this.resource(payment) };
  }

  private resource(payment: FakeMolliePayment) {
    const open = payment.status === 'open';
    return {
      resource: 'payment',
      id: payment.id,
      mode: 'test',
      createdAt: payment.createdAt,
      amount: payment.amount,
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      status: payment.status,
      isCancelable: this.isCancelable(payment),
      ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
      ...(payment.canceledAt ? { canceledAt: payment.canceledAt } : {}),
      ...(payment.status === 'paid'
        ? {
            amountRefunded: {
              currency: payment.amount.currency,
              value: toValue(toCents(payment.amount.value) - this.remainingCents(payment)),
            },
            amountRemaining: {
              currency: payment.amount.currency,
              value: toValue(this.remainingCents(payment)),
            },
          }
        : {}),
      profileId: 'pfl_QkEhN94Ba',
      sequenceType: 'oneoff',
      redirectUrl: payment.redirectUrl,
      ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
      _links: {
        self: { href: `${this.endpoint}payments/${payment.id}`, type: 'application/hal+json' },
        ...(open
          ? {
              checkout: {
                href: `https://www.mollie.com/checkout/select-method/${payment.id}`,
                type: 'text/html',
              },
            }
          : {}),
        documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
      },
    };
  }
}

/** Mollie's timestamps: ISO 8601 without milliseconds, with an offset. */
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
const toCents = (value: string) => {
  const [euros, cents = '0'] = value.split('.');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
};
const toValue = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

function error(status: number, title: string, detail: string, field?: string) {
  return {
    status,
    body: {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    },
  };
}

/**
 * Starts `mollie` and a test app whose provider it is, and gives the function that stops both. The Mollie client
 * trusts only the CA list it ships, so the local server's self-signed certificate cannot be trusted any other way:
 * TLS checks are off in this worker until stop, which talks to nothing else over TLS.
 */
export async function startMollieTestApp(mollie: FakeMollie): Promise<{ t: TestApp; stop(): Promise<void> }> {
  const previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  await mollie.start();
  const t = await createTestApp({ MOLLIE_API_KEY: mollie.apiKey, MOLLIE_API_ENDPOINT: mollie.endpoint });
  return {
    t,
    async stop() {
      await t.close();
      await mollie.stop();
      if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
    },
  };
}
