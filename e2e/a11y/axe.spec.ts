// WCAG 2.1 AA: axe-core on every route of the app, for each role that reaches it, at desktop and
// phone size, with the notification dropdown, a dialog, the theme editor and a toast open where the page has
// them. One page session per role and viewport visits all of its routes, so the suite stays short. Each state is
// also read for English or informal words, dialogs and toasts included.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pendingProject } from '../projects/helpers';
import { DEMO, type DemoRole, expect, test } from '../support/fixtures';
import { notDutchOn } from '../support/page-texts';
import { BY_ROLE, idsFrom, SIGNED_OUT, settle } from '../support/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

async function scan(page: Page, state: string, found: string[]) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of result.violations) {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    found.push(`${state}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${nodes}`);
  }
  found.push(...(await notDutchOn(page, state)));
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`signed out, ${size}: every public route has no WCAG 2.1 AA violation`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await settle(page);
      await scan(page, path, found);
    }
    // A toast: the sign-in form's error for a wrong password.
    await page.goto('/');
    await page.getByLabel('E-mailadres').fill('niemand@example.nl');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Verkeerd1234!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await scan(page, '/ with a toast', found);
    expect(found).toEqual([]);
  });

  for (const role of Object.keys(BY_ROLE) as DemoRole[]) {
    test(`${role}, ${size}: every route has no WCAG 2.1 AA violation`, async ({ page, apiLogin }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await apiLogin(page, DEMO[role].email, DEMO[role].password);
      const found: string[] = [];

      const routes = [...BY_ROLE[role]];
      if (role === 'admin') {
        // The project page and a user's page, on a fresh project the admin sees.
        const { project } = await pendingProject();
        routes.push(`/project/${project.id}`);
        const [userId] = await idsFrom(page, `/api/users?q=${encodeURIComponent(DEMO.consumer.email)}`);
        if (userId) routes.push(`/admin/users/${userId}`);
      } else {
        const own = role === 'professional' ? '/api/projects/assigned' : '/api/projects/consumer';
        const [projectId] = await idsFrom(page, own);
        if (projectId) routes.push(`/project/${projectId}`);
      }

      for (const path of routes) {
        await page.goto(path);
        await settle(page);
        await scan(page, path, found);
      }

      if (role === 'professional') {
        // The lead fee page's new-lead panel, open with the messages of an empty submit.
        await page.goto('/professional/leadvergoeding');
        await settle(page);
        await page.getByRole('button', { name: 'Nieuwe lead' }).click();
        await page.getByRole('button', { name: 'Lead aanmaken' }).click();
        await expect(page.locator('#lead-clientName-error')).toBeVisible();
        await scan(page, '/professional/leadvergoeding, new-lead panel open', found);
      }

      // The open states of the shell, on the dashboard.
      await page.goto('/dashboard');
      await settle(page);
      await page.getByRole('button', { name: /Meldingen/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await scan(page, '/dashboard, notifications open', found);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Thema-editor' }).click();
      await expect(page.locator('#theme-editor')).toBeVisible();
      await scan(page, '/dashboard, theme editor open', found);
      await page.getByRole('button', { name: 'Thema-editor sluiten' }).click();

      await page.getByRole('button', { name: 'Feedback' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, '/dashboard, feedback dialog open', found);
      await page.keyboard.press('Escape');

      if (size === 'phone') {
        await page.getByRole('button', { name: 'Menu openen' }).click();
        await expect(page.locator('#app-sidebar')).toBeInViewport();
        await scan(page, '/dashboard, menu open', found);
        await page.keyboard.press('Escape');
      }

      // A toast: the contact page's 'Velden vereist' for an empty message.
      await page.goto('/contact');
      await settle(page);
      const send = page.getByRole('button', { name: /Verzenden|Versturen/ });
      if (await send.isVisible()) {
        await send.click();
        if (await page.getByRole('alert').or(page.getByRole('status')).first().isVisible()) {
          await scan(page, '/contact with a toast', found);
        }
      }

      expect(found).toEqual([]);
    });
  }
}
