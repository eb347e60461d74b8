// Every route of the app (src/web/app/routes/*) for each role that reaches it: the a11y specs visit them all
// (e2e/a11y/axe.spec.ts, e2e/a11y/phone-width.spec.ts). A new route belongs here.
import type { Page } from '@playwright/test';
import { type DemoRole, expect } from './fixtures';

/** The routes a signed-out visitor reaches. */
export const SIGNED_OUT = [
  '/',
  '/registreren',
  '/wachtwoord-vergeten',
  '/reset-password?token=onbekend',
  '/niet-benaderen?token=onbekend',
  '/privacy',
  '/voorwaarden',
  '/contact-info',
  '/hypotheekadviseur',
  '/aankoopmakelaar',
  '/verkoopmakelaar',
  '/taxatie',
  '/bouwkundige',
  '/hypotheek-adviseur',
];

const EVERY_ROLE = [
  '/dashboard',
  '/opdrachten',
  '/nieuwe-opdracht',
  '/documents',
  '/contact',
  '/handleiding',
  '/profiel',
];

/** The routes of each signed-in role, without the ones that need a record's id (a project, a user). */
export const BY_ROLE: Record<DemoRole, string[]> = {
  consumer: [
    ...EVERY_ROLE,
    '/form/aankoopmakelaar',
    '/form/verkoopmakelaar',
    '/form/taxatie',
    '/form/hypotheekadviseur',
    '/form/bouwkundige',
    '/form/verduurzaming',
    '/form/energielabel',
    '/bestaat-niet',
  ],
  professional: [...EVERY_ROLE, '/professional/leadvergoeding', '/professional/invoices'],
  admin: [
    ...EVERY_ROLE,
    '/admin/users',
    '/admin/revenue',
    '/admin/payouts',
    '/admin/create-professional',
    '/admin/feedback',
    '/admin/audit',
  ],
};

/** The page has settled: no spinner or skeleton left, the network quiet. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Laden...')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The ids of the rows a list endpoint answers (an array, or the first array in an object). */
export async function idsFrom(page: Page, url: string): Promise<string[]> {
  const body = (await (await page.request.get(url)).json()) as unknown;
  const rows = (Array.isArray(body) ? body : (Object.values(body as object).find(Array.isArray) ?? [])) as {
    id: string;
  }[];
  return rows.map((row) => row.id);
}
