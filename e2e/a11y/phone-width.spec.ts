// Phones (390 px, and 320 px: WCAG 1.4.10 reflow): no page is wider than the screen, so nothing pans sideways and
// every list's status and actions are in view. One page session per role visits all of its routes (e2e/support/routes.ts), plus pages with data: the
// role's project pages and their documents, a fresh pending project, an admin's user pages. A test fails with every
// route that is too wide, its width and the elements that stick out. On the same visits it reads what each page
// shows and speaks (its text, title and the labels, placeholders and alternatives a screen reader reads) and fails
// on English or informal words (all Dutch, formal 'u', in the built app as a user meets it).
import type { Page } from '@playwright/test';
import { exampleAankoopmakelaar } from '../../src/server/test/fixtures/requests';
import { completeStepsFor } from '../invoices/helpers';
import { pendingProject } from '../projects/helpers';
import { DEMO, type DemoRole, expect, test } from '../support/fixtures';
import { notDutchOn } from '../support/page-texts';
import { BY_ROLE, idsFrom, SIGNED_OUT, settle } from '../support/routes';
import { assignedProject, isoDateInDays } from '../workflows/helpers';

/**
 * The phone the issue names (390 px), and 320 px: WCAG 2.1's reflow width (1.4.10), which is also a 1280 px screen
 * zoomed to 400%. The language check needs one pass only.
 */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 700 },
] as const;

/**
 * The document's width, and when it is wider than the screen the outermost elements that reach past its right edge
 * without a scrolling or clipping box around them (what widens the page).
 */
async function measure(
  page: Page,
): Promise<{ width: number; culprits: string[]; scrollers: string[]; outOfBox: string[] }> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    // Boxes that scroll sideways on their own (a table in its card): what is in them is off-screen as well.
    const scrollers = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        return (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          el.getClientRects().length > 0 &&
          el.scrollWidth > el.clientWidth + 1
        );
      })
      .map((el) => `${describe(el)} ${el.scrollWidth} px in ${el.clientWidth} px`);
    // Content that reaches past the side of the bordered box it sits in (a card, a list's card): a badge or a line
    // sticking out of its card, which leaves the page's width alone but looks broken.
    const outOfBox: string[] = [];
    for (const box of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(box);
      if (parseFloat(style.borderLeftWidth) === 0 || parseFloat(style.borderRightWidth) === 0) continue;
      if (style.overflowX !== 'visible' || box.children.length === 0 || box.getClientRects().length === 0)
        continue;
      const edge = box.getBoundingClientRect();
      for (const inner of Array.from(box.querySelectorAll('*'))) {
        const r = inner.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(inner).position === 'fixed') continue;
        // Inside a box that clips it (a scroller, the screen-reader-only copy of a chart's table), it shows nothing.
        let clipped = false;
        for (let a = inner.parentElement; a && a !== box; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== 'visible') clipped = true;
        }
        if (clipped) continue;
        if (r.right > edge.right + 1 || r.left < edge.left - 1) {
          outOfBox.push(
            `${describe(inner)} reaches ${Math.round(r.left)}–${Math.round(r.right)} px out of ${describe(box)} (${Math.round(edge.left)}–${Math.round(edge.right)} px)`,
          );
          break;
        }
      }
    }
    const width = document.documentElement.scrollWidth;
    const limit = window.innerWidth;
    const culprits: string[] = [];
    if (width <= limit) return { width, culprits, scrollers, outOfBox };
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const walk = (el: Element) => {
      for (const child of Array.from(el.children)) {
        const box = child.getBoundingClientRect();
        if (box.right > limit + 0.5 && box.width > 0) {
          // Report the deepest element that sticks out on its own (its children do not), up to a few.
          const before = culprits.length;
          if (!clips(child)) walk(child);
          if (culprits.length === before && culprits.length < 5) {
            const id = child.id ? `#${child.id}` : '';
            const cls =
              typeof child.className === 'string'
                ? `.${child.className.split(/\s+/).slice(0, 4).join('.')}`
                : '';
            const text = (child.textContent ?? '').trim().slice(0, 40);
            culprits.push(
              `<${child.tagName.toLowerCase()}${id}${cls}> ${Math.round(box.right)} px "${text}"`,
            );
          }
        } else if (!clips(child)) {
          walk(child);
        }
      }
    };
    walk(document.body);
    return { width, culprits, scrollers, outOfBox };
  });
}

async function visitAll(page: Page, routes: string[]) {
  const screen = page.viewportSize()!.width;
  const readTexts = screen === PHONES[0].width;
  const tooWide: string[] = [];
  const notDutch: string[] = [];
  for (const path of routes) {
    await page.goto(path);
    await settle(page);
    const { width, culprits, scrollers, outOfBox } = await measure(page);
    if (width > screen) tooWide.push(`${path}: ${width} px wide (${culprits.join('; ')})`);
    for (const scroller of scrollers) tooWide.push(`${path}: scrolls sideways inside ${scroller}`);
    for (const line of outOfBox) tooWide.push(`${path}: ${line}`);
    if (readTexts) notDutch.push(...(await notDutchOn(page, path)));
  }
  expect(
    tooWide,
    `routes wider than ${screen} px, with a box that scrolls sideways, or with content out of its card`,
  ).toEqual([]);
  expect([...new Set(notDutch)], 'English or informal words a user reads or hears').toEqual([]);
}

for (const phone of PHONES) {
  test.describe(`${phone.width} px`, () => {
    test.use({ viewport: phone });

    test('signed out: no page is wider than the phone', async ({ page }) => {
      test.setTimeout(120_000);
      await visitAll(page, [...SIGNED_OUT, '/verify-email?token=onbekend', '/payment/success']);
    });

    for (const role of Object.keys(BY_ROLE) as DemoRole[]) {
      test(`${role}: no page is wider than the phone`, async ({ page, apiLogin }) => {
        test.setTimeout(180_000);
        await apiLogin(page, DEMO[role].email, DEMO[role].password);
        const routes = [...BY_ROLE[role], '/opdrachten?filter=all'];
        if (role === 'admin') {
          // A fresh pending project (the assign control), the demo accounts' pages and their projects.
          const { project } = await pendingProject();
          routes.push(`/project/${project.id}`);
          // A buyer's agent project with two viewings in step 2 (a table field's values).
          const buyer = await assignedProject('aankoopmakelaar', exampleAankoopmakelaar);
          await completeStepsFor(buyer.professional, buyer.id, {
            1: { afspraakDatum: isoDateInDays(2), afspraakTijd: '10:00' },
            2: {
              bezichtigingen: [
                {
                  object: 'Damrak 12, Amsterdam',
                  bezichtigingDatum: `${isoDateInDays(3)}T14:00`,
                  bodBedrag: 35_000_000,
                },
                { object: 'Oudegracht 7, Utrecht', bezichtigingDatum: `${isoDateInDays(4)}T11:15` },
              ],
              gekochtObject: 'Damrak 12, Amsterdam',
            },
          });
          routes.push(`/project/${buyer.id}?stap=2`);
          for (const demo of Object.values(DEMO)) {
            const [id] = await idsFrom(page, `/api/users?q=${encodeURIComponent(demo.email)}`);
            if (!id) continue;
            routes.push(`/admin/users/${id}`);
            const detail = (await (await page.request.get(`/api/admin/users/${id}`)).json()) as {
              projects: { id: string }[];
            };
            if (demo.role === 'consumer') routes.push(...detail.projects.map((p) => `/project/${p.id}`));
          }
          routes.push('/gebruikers?rol=professional');
        } else {
          // The role's own projects (the demo accounts have several, one completed with a document and an invoice).
          const own = role === 'professional' ? '/api/projects/assigned' : '/api/projects/consumer';
          for (const id of await idsFrom(page, own)) {
            routes.push(`/project/${id}`, `/documents?project=${id}`);
          }
        }
        expect(routes.some((r) => r.startsWith('/project/'))).toBe(true);
        await visitAll(page, routes);
      });
    }
  });
}
