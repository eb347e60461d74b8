// The project page on a phone (issue: the project page buries the work): a deep link ?stap=n brings the step's
// title into view and focuses it; on a throttled phone profile the professional's current step and its form's
// first field are on the first screen without scrolling; the request's details appear once. The last test takes
// the screenshots and prints the page heights noted in docs/performance.md.
import type { Page } from '@playwright/test';
import { exampleAankoopmakelaar } from '../../src/server/test/fixtures/requests';
import { completeStepsFor } from '../invoices/helpers';
import { DEMO, expect, test } from '../support/fixtures';
import { type AssignedProject, assignedProject, isoDateInDays } from '../workflows/helpers';
import { pendingProject } from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A buyer's agent project whose professional has completed steps 1 and 2 (step 3, Koopovereenkomst, is active). */
async function startedProject(): Promise<AssignedProject> {
  const project = await assignedProject('aankoopmakelaar', exampleAankoopmakelaar);
  await completeStepsFor(project.professional, project.id, {
    1: { afspraakDatum: isoDateInDays(2), afspraakTijd: '10:00', opmerkingen: 'Kennismaking op kantoor' },
    2: {
      bezichtigingen: [
        {
          object: 'Damrak 12, Amsterdam',
          bezichtigingDatum: `${isoDateInDays(3)}T14:00`,
          bodBedrag: 35_000_000,
        },
      ],
      gekochtObject: 'Damrak 12, Amsterdam',
    },
  });
  return project;
}

/**
 * The element lies wholly inside the viewport of `height` px, at the current scroll position, and nothing (the
 * sticky top bar) covers its middle.
 */
async function expectInViewport(page: Page, selector: string, height: number) {
  const element = page.locator(selector).first();
  const box = await element.boundingBox();
  expect(box, `${selector} is rendered`).not.toBeNull();
  expect(box!.y, `${selector} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${selector} bottom`).toBeLessThanOrEqual(height);
  const uncovered = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(uncovered, `${selector} is not covered`).toBe(true);
}

const STEP_TITLE = '#workflow-step-title';
const FIRST_FIELD = '#stappenplan form :is(input:not([type="hidden"]), select, textarea)';

test.describe
  .serial('the project page on a phone', () => {
    let project: AssignedProject;

    test.beforeAll(async () => {
      project = await startedProject();
    });

    test('a deep link ?stap=n scrolls the step into view and focuses its title', async ({
      page,
      apiLogin,
    }) => {
      await page.setViewportSize(PHONE);
      await apiLogin(page, project.professional.email, project.professional.password);
      await page.goto(`/project/${project.id}?stap=3`);
      const title = page.locator(STEP_TITLE);
      await expect(title).toHaveText('Koopovereenkomst');
      await expect(title).toBeFocused();
      await expectInViewport(page, STEP_TITLE, PHONE.height);

      // Without ?stap the current step comes first; a step picked far down in the progress list opens above it,
      // scrolled into view, its title focused.
      await page.goto(`/project/${project.id}`);
      await expect(title).toHaveText('Koopovereenkomst');
      const pick = page
        .getByRole('list', { name: 'Stappenplan', exact: true })
        .getByRole('link', { name: 'Intakegesprek', exact: true });
      await pick.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 300)); // the step's title is well above the screen now
      await pick.click();
      await expect(page).toHaveURL(/\?stap=1$/);
      await expect(title).toHaveText('Intakegesprek');
      await expect(title).toBeFocused();
      await expectInViewport(page, STEP_TITLE, PHONE.height);
      await page.getByRole('link', { name: 'Naar huidige stap' }).click();
      await expect(title).toHaveText('Koopovereenkomst');

      // A completed step (its values, no form) by its address too, and the consumer's deep link to a completed
      // step.
      await page.goto(`/project/${project.id}?stap=1`);
      await expect(title).toHaveText('Intakegesprek');
      await expect(title).toBeFocused();
      await expectInViewport(page, STEP_TITLE, PHONE.height);

      await page.context().clearCookies();
      await apiLogin(page, project.consumer.email, project.consumer.password);
      await page.goto(`/project/${project.id}?stap=2`);
      await expect(title).toHaveText('Bezichtigingen en biedingen');
      await expect(title).toBeFocused();
      await expectInViewport(page, STEP_TITLE, PHONE.height);
    });

    test('throttled phone: the current step and its first field are on the first screen', async ({
      browser,
      apiLogin,
    }) => {
      test.slow(); // 4× CPU slowdown and fast 3G
      const context = await browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
      try {
        const page = await context.newPage();
        await apiLogin(page, project.professional.email, project.professional.password);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 562.5,
          downloadThroughput: 180_000,
          uploadThroughput: 84_375,
        });

        await page.goto(`/project/${project.id}`, { waitUntil: 'commit' });
        // The first moment the step's title and its form's first field are both rendered, in ms since navigation
        // started (performance.now() of the page), polled every frame.
        const shownAt = await page.waitForFunction(
          ({ title, field }) =>
            document.querySelector(title) && document.querySelector(field) ? performance.now() : null,
          { title: STEP_TITLE, field: FIRST_FIELD },
          { polling: 'raf', timeout: 60_000 },
        );
        const ms = Math.round((await shownAt.jsonValue()) as number);
        expect(await page.evaluate(() => window.scrollY), 'no scrolling').toBe(0);
        await expect(page.locator(STEP_TITLE)).toHaveText('Koopovereenkomst');
        await expectInViewport(page, STEP_TITLE, PHONE.height);
        await expectInViewport(page, FIRST_FIELD, PHONE.height);
        console.log(`[throttled phone] current step and its first field shown after ${ms} ms`);
        test.info().annotations.push({ type: 'current step shown (ms)', description: String(ms) });
        await page.screenshot({ path: 'test-results/project-page-phone-throttled.png' });
      } finally {
        await context.close();
      }
    });

    test('the request details appear once, collapsed for the professional on a phone', async ({
      page,
      apiLogin,
    }) => {
      await page.setViewportSize(PHONE);
      await apiLogin(page, project.professional.email, project.professional.password);
      await page.goto(`/project/${project.id}`);
      await expect(page.locator(STEP_TITLE)).toHaveText('Koopovereenkomst');
      const details = page.getByRole('region', { name: 'Volledige Aanvraag Details', exact: true });
      await expect(details).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Zoekcriteria en voorkeuren' })).toHaveCount(0);
      const toggle = details.locator('summary');
      await expect(toggle).toHaveCount(1);
      await expect(details.locator('details')).not.toHaveAttribute('open');
      await expect(details.getByRole('heading', { name: 'Gewenste woning' })).toBeHidden();
      await toggle.click();
      await expect(details.getByRole('heading', { name: 'Gewenste woning' })).toBeVisible();
      // Every criterion once on the whole page: the search areas and the price range of the request.
      // (Amsterdam is also the customer's city.)
      for (const place of ['Utrecht', 'Haarlem']) {
        await expect(page.getByRole('main').getByText(place, { exact: true })).toHaveCount(1);
      }
      await expect(page.getByRole('main').getByText(/€\s250\.000 – €\s400\.000/)).toHaveCount(1);
      await expect(page.getByRole('main').getByText('Gewenste woning', { exact: true })).toHaveCount(1);

      // On a wide screen the section starts open.
      await page.setViewportSize(DESKTOP);
      await page.reload();
      await expect(details.getByRole('heading', { name: 'Gewenste woning' })).toBeVisible();
    });

    test('screenshots and heights at 390×844 and 1280×800 for the professional and the consumer', async ({
      page,
      apiLogin,
    }) => {
      test.slow();
      const heights: string[] = [];
      for (const [role, who] of [
        ['professional', project.professional],
        ['consumer', project.consumer],
      ] as const) {
        await page.context().clearCookies();
        await apiLogin(page, who.email, who.password);
        for (const [size, viewport] of [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.goto(`/project/${project.id}`);
          await expect(page.getByText('2 van 9 voltooid')).toBeVisible();
          await expect(page.getByText('Geen documenten gevonden')).toBeVisible(); // the last section has loaded
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const stepTop = await page.evaluate((selector) => {
            const el = document.querySelector(selector);
            return el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : null;
          }, STEP_TITLE);
          heights.push(`${role} ${size}: page ${height} px, current step's title at ${stepTop ?? '–'} px`);
          await page.screenshot({ path: `test-results/project-page-${role}-${size}.png`, fullPage: true });
        }
      }
      console.log(`[project page heights]\n${heights.join('\n')}`);
    });
  });

test('an admin on a phone meets the assignment first on a project waiting for a professional', async ({
  page,
  apiLogin,
}) => {
  const { project } = await pendingProject();
  await page.setViewportSize(PHONE);
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/project/${project.id}`);
  const assign = page.getByRole('region', { name: 'Professional', exact: true });
  const workflow = page.getByRole('region', { name: 'Project Stappenplan' });
  await expect(assign.getByRole('combobox', { name: 'Kies een professional' })).toBeVisible();
  await expect(workflow).toContainText('Er is nog geen professional toegewezen');
  const [assignBox, workflowBox] = [await assign.boundingBox(), await workflow.boundingBox()];
  expect(assignBox!.y).toBeLessThan(workflowBox!.y);
  await expectInViewport(page, '[aria-label="Betrokkenen"] select', PHONE.height);
});
