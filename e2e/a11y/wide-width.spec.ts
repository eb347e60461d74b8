// Laptops and desktops (1280×800 and 1024×768, the sidebar open beside the page): no page is wider than the window,
// no box scrolls sideways (a table in its card) and no button, link or field is cut off, by the window or by a box
// that clips it. The same at the theme editor's extremes (the largest font, the widest line height, the widest
// sidebar, the widest card spacing), stored as a user's own theme is, so the app applies it before its first paint.
// One page session per role and theme visits all of the role's routes (e2e/support/routes.ts) and the pages with
// data (e2e/support/layout.ts), measuring each at 1280 px and then, resized, at 1024 px. A test fails with every
// route that does not fit, its width and the elements that stick out or are cut off.
import type { Page } from '@playwright/test';
import {
  THEME_DEFAULTS,
  THEME_RANGES,
  THEME_STORAGE_KEY,
  type ThemeSettings,
} from '../../src/shared/theme/theme';
import { DEMO, type DemoRole, expect, test } from '../support/fixtures';
import { faultsOf, measure, routesWithRecords } from '../support/layout';
import { BY_ROLE, SIGNED_OUT, settle } from '../support/routes';

/** A 1280 px laptop and a 1024 px one (the narrowest window that shows the sidebar beside the page). */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

/** The theme as shipped, and everything that widens text and the sidebar at the editor's maximum. */
const THEMES: Record<string, ThemeSettings | null> = {
  standaard: null,
  uitersten: {
    ...THEME_DEFAULTS,
    fontScale: THEME_RANGES.fontScale.max,
    lineHeight: THEME_RANGES.lineHeight.max,
    sidebarWidth: THEME_RANGES.sidebarWidth.max,
    cardSpacing: THEME_RANGES.cardSpacing.max,
  },
};

/** The layout after a resize: a frame for the resize observers, then React's render of what they changed. */
async function afterResize(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForTimeout(200);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

/**
 * With E2E_SCREENSHOTS=1, the lists to look at are saved at each size and theme:
 * test-results/wide/<theme>-<width>-<route>.png.
 */
const SHOTS = ['/dashboard', '/admin/revenue', '/admin/users', '/opdrachten', '/admin/payouts'];

async function visitAll(page: Page, routes: string[], theme: string) {
  const faults: string[] = [];
  for (const path of routes) {
    await page.setViewportSize(SCREENS[0]);
    await page.goto(path);
    await settle(page);
    for (const [i, screen] of SCREENS.entries()) {
      if (i > 0) {
        await page.setViewportSize(screen);
        await afterResize(page);
      }
      faults.push(...faultsOf(`${path} at ${screen.width} px`, screen.width, await measure(page)));
      if (process.env.E2E_SCREENSHOTS === '1' && SHOTS.includes(path)) {
        const name = `${theme}-${screen.width}-${path.replaceAll('/', '_').slice(1)}.png`;
        await page.screenshot({ path: `test-results/wide/${name}`, fullPage: true });
      }
    }
  }
  expect(
    faults,
    'routes wider than the window, with a box that scrolls sideways, or with a control cut off',
  ).toEqual([]);
}

// Each role and theme is its own page session, so the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const [name, theme] of Object.entries(THEMES)) {
  test.describe(`theme ${name}`, () => {
    test.use({ viewport: SCREENS[0] });
    test.beforeEach(async ({ page }) => {
      if (!theme) return;
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        JSON.stringify(theme),
      ] as const);
    });

    test('signed out: every page fits at 1280 and 1024 px', async ({ page }) => {
      test.setTimeout(120_000);
      await visitAll(page, [...SIGNED_OUT, '/verify-email?token=onbekend', '/payment/success'], name);
    });

    for (const role of Object.keys(BY_ROLE) as DemoRole[]) {
      test(`${role}: every page fits at 1280 and 1024 px`, async ({ page, apiLogin }) => {
        test.setTimeout(role === 'admin' ? 360_000 : 240_000);
        await apiLogin(page, DEMO[role].email, DEMO[role].password);
        const routes = [...BY_ROLE[role], ...(await routesWithRecords(page, role))];
        await visitAll(page, routes, `${name}-${role}`);
      });
    }
  });
}
