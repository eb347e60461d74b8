// Online payment (docs/decisions/0016): starting a payment, asking after it, the provider's webhook,
// and the built-in test checkout's page (only while it is the provider).
import {
  createPaymentResponse,
  invoiceIdParams,
  paymentStatusResponse,
  paymentWebhookBody,
  testCheckoutBody,
  testCheckoutParams,
} from '@shared/invoices/schemas';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { PaymentNotFoundError } from '../../payments/provider';
import { TestCheckoutProvider } from '../../payments/test-checkout';
import { providerOf } from './provider-call';
import { paymentStatusOf, startPayment, syncPayment } from './service';
import { testCheckoutPage } from './test-checkout-page';

/** Mollie posts its webhook form-encoded (`id=tr_…`), and so does the test checkout's page. */
const FORM_BODY_LIMIT = 4096;

export const paymentsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const provider = providerOf(ctx);
  const r = typed(app);
  const tags = ['payments'];

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  r.post(
    '/api/invoices/:id/create-payment',
    {
      config: { access: ['consumer'] },
      schema: { tags, params: invoiceIdParams, response: { 200: createPaymentResponse } },
    },
    async (req) => {
      const payment = await startPayment({ ...ctx, provider, actor: actorOf(req), invoiceId: req.params.id });
      return { success: true, ...payment };
    },
  );

  r.get(
    '/api/invoices/:id/payment-status',
    {
      config: { access: 'user' },
      schema: { tags, params: invoiceIdParams, response: { 200: paymentStatusResponse } },
    },
    async (req) => paymentStatusOf({ ...ctx, provider, actor: actorOf(req), invoiceId: req.params.id }),
  );

  // The provider tells us a payment changed. Trusted for nothing but the id (no session, no Origin): the state is
  // asked of the provider. 200 also for ids we do not know, so nobody learns which ids exist; 503 when the
  // provider cannot be asked, so that Mollie tries again later.
  r.post(
    '/api/payments/webhook',
    {
      config: { access: 'public', skipOriginCheck: true },
      schema: { tags, body: paymentWebhookBody },
    },
    async (req, reply) => {
      await syncPayment({ ...ctx, provider, providerPaymentId: req.body.id });
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );

  if (!(provider instanceof TestCheckoutProvider)) return;
  const testCheckout = provider;

  const checkoutOf = async (paymentId: string) => {
    try {
      return await testCheckout.getCheckout(paymentId);
    } catch (err) {
      if (err instanceof PaymentNotFoundError) throw notFound(INVOICE_MESSAGES.notFound);
      throw err;
    }
  };

  app.get<{ Params: { paymentId: string } }>(
    '/test-checkout/:paymentId',
    { config: { access: 'public' }, schema: { hide: true, params: testCheckoutParams } },
    async (req, reply) => {
      const payment = await checkoutOf(req.params.paymentId);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // Under the app's no-referrer policy a browser's form POST carries `Origin: null`, which the Origin check
          // refuses; same-origin lets the form name this portal as its origin, and tells no one else anything.
          .header('referrer-policy', 'same-origin')
          .send(testCheckoutPage(payment))
      );
    },
  );

  // The page's choice: recorded once (a second submit changes nothing), then handled exactly as a webhook for
  // this payment would be, and the consumer goes back to the portal.
  r.post(
    '/test-checkout/:paymentId',
    {
      config: { access: 'public' },
      schema: { hide: true, params: testCheckoutParams, body: testCheckoutBody },
    },
    async (req, reply) => {
      const { paymentId } = req.params;
      await checkoutOf(paymentId);
      const { payment } = await testCheckout.complete(paymentId, req.body.status, req.body.method);
      await syncPayment({ ...ctx, provider, providerPaymentId: paymentId });
      return reply.redirect(payment.redirectUrl, 303);
    },
  );
};
