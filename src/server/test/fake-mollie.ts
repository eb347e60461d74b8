// A stand-in for Mollie's payments API v2 for tests: a real HTTPS server on 127.0.0.1 that answers POST
// /v2/payments and GET /v2/payments/{id} as Mollie documents them (HAL JSON, amounts as strings with two decimals,
// errors as { status, title, detail, field }). Tests move a payment on with setStatus, as a consumer would at the
// checkout. The Mollie client pins its own CA list, so a test using this server turns certificate checks off.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  readonly requests: RecordedRequest[] = [];
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
      req.on('end', () => {
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
        const answer = this.handle(req.method ?? 'GET', req.url ?? '/', req.headers.authorization, body);
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
    if (status === 'paid') payment.paidAt = new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
  }

  private handle(method: string, url: string, authorization: string | undefined, body: unknown) {
    const pathname = new URL(url, this.origin).pathname;
    const forced = this.failNext.shift();
    if (forced) return error(forced, 'Forced', 'A failure the test asked for');
    if (authorization !== `Bearer ${this.apiKey}`)
      return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    if (method === 'POST' && pathname === '/v2/payments') return this.create(body);
    const match = /^\/v2\/payments\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && match) {
      const payment = this.payments.get(decodeURIComponent(match[1]!));
      if (!payment) return error(404, 'Not Found', `No payment exists with token ${match[1]}.`);
      return { status: 200, body: this.resource(payment) };
    }
    return error(404, 'Not Found', 'The resource does not exist');
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
      createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
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
      isCancelable: false,
      ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
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
