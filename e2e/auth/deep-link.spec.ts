// Journeys (decision 0041): a link from a mail opened while signed out leads to the sign-in page and, after
// signing in (with the code too when two-factor sign-in is on), back to the page it named; a return address
// outside the site ends on the dashboard; an old mail's API address shows the sign-in page, never JSON.

import { type Page, request as playwrightRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { createInvoiceFor, giveCompanyDetails } from '../invoices/helpers';
import { e2eRuntime } from '../support/env';
import { apiLogin, expect, test } from '../support/fixtures';
import { assignedProject } from '../workflows/helpers';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** The href of the mail's 'Bekijk in Woonportaal' button. */
function buttonLink(html: string): string {
  const href = /<a href="([^"]+)"[^>]*>Bekijk in Woonportaal<\/a>/.exec(html)?.[1];
  expect(href, 'the mail has a Bekijk in Woonportaal button').toBeTruthy();
  return href!.replaceAll('&amp;', '&');
}

test('a signed-out click on the invoice mail’s link lands on sign-in, and after sign-in on the invoice', async ({
  page,
  waitForMail,
}) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  await giveCompanyDetails(project.professional, 'Taxatiebureau Terug');
  const invoice = await createInvoiceFor(project.professional, project.projectId);
  const mail = await waitForMail({
    to: project.consumer.email,
    subject: new RegExp(`^Factuur ${invoice.invoiceNumber}`),
  });
  const link = buttonLink(mail.html);
  // A page of the web app, never an API address.
  expect(new URL(link).pathname).toBe(`/project/${project.projectId}`);
  expect(new URL(link).hash).toBe('#invoice');
  expect(mail.links.filter((l) => l.includes('/api/'))).toEqual([]);

  // An old mail pointed at the API's download: opened signed out, that is the sign-in page too, not JSON.
  await page.goto(`/api/invoices/${invoice.id}/download`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('"code"');

  // The mail's link, signed out: the sign-in page, carrying the invoice's page.
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).searchParams.get('terug')).toBe(`/project/${project.projectId}#invoice`);

  await signIn(page, project.consumer.email, project.consumer.password);
  await expect(page).toHaveURL(new RegExp(`/project/${project.projectId}#invoice$`));
  const widget = page.locator('#invoice');
  await expect(widget).toContainText(`Factuur ${invoice.invoiceNumber}`);
  await expect(widget).toBeInViewport();
});

test('a return address outside the site ends on the dashboard', async ({ page, createUser }) => {
  const user = await createUser({ firstName: 'Olga', lastName: 'Omleiding' });
  await page.goto(`/?terug=${encodeURIComponent('https://evil.example/dashboard')}`);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();

  // The other spellings of an outside address, as a signed-in browser reads them: the dashboard each time.
  for (const outside of [
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    '/api/auth/user',
  ]) {
    await page.goto(`/?terug=${encodeURIComponent(outside)}`);
    await expect(page, outside).toHaveURL(/\/dashboard$/);
  }
  expect(new URL(page.url()).origin).toBe(e2eRuntime().baseURL);
});

test('with two-factor sign-in, the deep link survives the code step too', async ({ page, createUser }) => {
  const user = await createUser({ firstName: 'Tijn', lastName: 'Tweestaps' });
  const baseURL = e2eRuntime().baseURL;
  const ctx = await playwrightRequest.newContext({ baseURL });
  let recoveryCode: string;
  try {
    await apiLogin(ctx, user.email, user.password);
    const setup = await ctx.post('/api/auth/2fa/setup', {
      data: { password: user.password },
      headers: { Origin: baseURL },
    });
    expect(setup.ok(), await setup.text()).toBe(true);
    const { secret } = (await setup.json()) as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const enable = await ctx.post('/api/auth/2fa/enable', { data: { code }, headers: { Origin: baseURL } });
    expect(enable.ok(), await enable.text()).toBe(true);
    recoveryCode = ((await enable.json()) as { recoveryCodes: string[] }).recoveryCodes[0]!;
  } finally {
    await ctx.dispose();
  }

  await page.goto('/profiel');
  await expect(page).toHaveURL(/\/\?terug=%2Fprofiel$/);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Verificatiecode' })).toBeVisible();
  // A recovery code rather than the app's code: the app's code of this time step was spent switching it on.
  await page.getByRole('button', { name: 'Een herstelcode gebruiken' }).click();
  await page.getByLabel('Herstelcode').fill(recoveryCode);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/profiel$/);
});
