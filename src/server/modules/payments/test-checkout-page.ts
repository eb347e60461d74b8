// The built-in test checkout's page (docs/decisions/0016): served by the server itself, as Mollie serves its own,
// so it works without the web app and without JavaScript. It says plainly that no money moves, and offers the four
// outcomes; its form posts the choice back to /test-checkout/{id}. Dutch, one column, readable on a phone.
import { formatCents } from '@shared/format';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentStatus,
  TEST_CHECKOUT_LABELS,
  TEST_CHECKOUT_OUTCOMES,
} from '@shared/payments/status';
import type { TestPayment } from '../../payments/test-checkout';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What a finished test payment reads as, for a second visit to its page. */
const SETTLED_LABELS: Partial<Record<PaymentStatus, string>> = {
  paid: 'betaald',
  failed: 'mislukt',
  canceled: 'geannuleerd',
  expired: 'verlopen',
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f5f5f0;color:#1a1a1a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border:1px solid #d6d6cf;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.notice{background:#fff7d6;border:1px solid #8a6d00;color:#3d3000;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4a4a44}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:0 0 1.25rem}
legend{font-weight:600;margin-bottom:.5rem}
label{display:flex;align-items:center;gap:.5rem;padding:.25rem 0}
.buttons{display:grid;gap:.75rem}
button{font:inherit;font-weight:600;padding:.75rem 1rem;border-radius:.5rem;border:2px solid #004030;background:#fff;color:#004030;cursor:pointer;width:100%}
button.primary{background:#004030;color:#fff}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#004030}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Woonportaal</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">${body}</div></main></body>
</html>`;
}

export function testCheckoutPage(payment: TestPayment): string {
  const details = `<dl>
<dt>Omschrijving</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Bedrag</dt><dd>${escapeHtml(formatCents(payment.amountCents))}</dd>
</dl>`;
  const notice = `<p class="notice" role="note"><strong>Testbetaling.</strong> Dit is geen echte betaling: er wordt geen geld afgeschreven. Online betalen via Mollie is op deze installatie niet ingesteld; kies hieronder de uitkomst die u wilt nabootsen.</p>`;
  if (payment.status !== 'open') {
    return layout(
      'Testbetaling afgerond',
      `<h1>Testbetaling afgerond</h1>${notice}${details}
<p>Deze testbetaling is al ${escapeHtml(SETTLED_LABELS[payment.status] ?? payment.status)}.</p>
<p><a href="${escapeHtml(payment.redirectUrl)}">Terug naar Woonportaal</a></p>`,
    );
  }
  const methods = PAYMENT_METHODS.map(
    (m, i) =>
      `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${escapeHtml(PAYMENT_METHOD_LABELS[m])}</label>`,
  ).join('');
  const buttons = TEST_CHECKOUT_OUTCOMES.map(
    (o) =>
      `<button type="submit" name="status" value="${o}"${o === 'paid' ? ' class="primary"' : ''}>${escapeHtml(TEST_CHECKOUT_LABELS[o])}</button>`,
  ).join('');
  return layout(
    'Testbetaling',
    `<h1>Testbetaling</h1>${notice}${details}
<form method="post" action="/test-checkout/${escapeHtml(payment.id)}">
<fieldset><legend>Betaalmethode</legend>${methods}</fieldset>
<div class="buttons" role="group" aria-label="Uitkomst van de testbetaling">${buttons}</div>
</form>`,
  );
}
