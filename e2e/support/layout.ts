// What the width sweeps (e2e/a11y/phone-width.spec.ts, e2e/a11y/wide-width.spec.ts) measure on a page, and the
// pages with data they visit besides the route lists of ./routes.ts.
import type { Page } from '@playwright/test';
import { exampleAankoopmakelaar } from '../../src/server/test/fixtures/requests';
import { completeStepsFor } from '../invoices/helpers';
import { pendingProject } from '../projects/helpers';
import { assignedProject, isoDateInDays } from '../workflows/helpers';
import { DEMO, type DemoRole } from './fixtures';
import { idsFrom } from './routes';

export interface Overflow {
  /** The document's width (wider than the window: the whole page pans sideways). */
  width: number;
  /** The outermost elements that reach past the window's right edge without a scrolling or clipping box. */
  culprits: string[];
  /** Boxes that scroll sideways on their own (a table in its card): what is in them is off-screen as well. */
  scrollers: string[];
  /** Content reaching past the side of the bordered box it sits in (a badge sticking out of its card). */
  outOfBox: string[];
  /** Buttons, links and fields that are partly out of the window or of a box that clips them. */
  clipped: string[];
}

/** Everything on the page that is too wide: see Overflow. */
export async function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${name}"`;
    };
    const scrollers = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        // An invisible box (a list's table kept for measuring while its cards show) shows nothing to scroll.
        return (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          style.visibility !== 'hidden' &&
          el.getClientRects().length > 0 &&
          el.scrollWidth > el.clientWidth + 1
        );
      })
      .map((el) => `${describe(el)} ${el.scrollWidth} px in ${el.clientWidth} px`);

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

    // Every control a user can reach, whole: inside the window's width and inside each box around it that cuts
    // off what sticks out (overflow hidden or clip on that axis). Visually hidden controls (the skip link, 1 px)
    // and those in a fixed layer (a toast) are left out; what a scrolling box hides the scrollers above report.
    const clipped: string[] = [];
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]',
    );
    const cuts = (value: string) => value === 'hidden' || value === 'clip';
    for (const control of Array.from(controls)) {
      const r = control.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2 || getComputedStyle(control).visibility === 'hidden') continue;
      let fixed = getComputedStyle(control).position === 'fixed';
      let cutBy: string | null = null;
      for (let a = control.parentElement; a && a !== document.body && !fixed; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === 'fixed') fixed = true;
        if (cutBy) continue;
        const box = a.getBoundingClientRect();
        // A visually hidden wrapper (1 px, clipped) holds nothing a user sees.
        if (box.width <= 2 || box.height <= 2) {
          fixed = true;
          continue;
        }
        if (cuts(style.overflowX) && (r.left < box.left - 1 || r.right > box.right + 1))
          cutBy = `${describe(a)} (${Math.round(box.left)}–${Math.round(box.right)} px)`;
        else if (cuts(style.overflowY) && (r.top < box.top - 1 || r.bottom > box.bottom + 1))
          cutBy = `${describe(a)} (${Math.round(box.top)}–${Math.round(box.bottom)} px high)`;
      }
      // In a box that scrolls sideways, which the scrollers above report once for all it holds.
      let scrolled = false;
      for (let a = control.parentElement; a && !scrolled; a = a.parentElement) {
        const x = getComputedStyle(a).overflowX;
        scrolled = (x === 'auto' || x === 'scroll') && a.scrollWidth > a.clientWidth + 1;
      }
      if (fixed || scrolled) continue;
      const where = `${describe(control)} at ${Math.round(r.left)}–${Math.round(r.right)} px`;
      if (r.left < -1 || r.right > window.innerWidth + 1) clipped.push(`${where} is out of the window`);
      else if (cutBy) clipped.push(`${where} is cut off by ${cutBy}`);
    }

    const width = document.documentElement.scrollWidth;
    const limit = window.innerWidth;
    const culprits: string[] = [];
    if (width <= limit) return { width, culprits, scrollers, outOfBox, clipped };
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const walk = (el: Element) => {
      for (const child of Array.from(el.children)) {
        const box = child.getBoundingClientRect();
        if (box.right > limit + 0.5 && box.width > 0) {
          // Report the deepest element that sticks out on its own (its children do not), up to a few.
          const before = culprits.length;
          if (!clips(child)) walk(child);
          if (culprits.length === before && culprits.length < 5) {
            culprits.push(`${describe(child)} to ${Math.round(box.right)} px`);
          }
        } else if (!clips(child)) {
          walk(child);
        }
      }
    };
    walk(document.body);
    return { width, culprits, scrollers, outOfBox, clipped };
  });
}

/** One line per fault of a measured page, named by `where`; none when everything fits. */
export function faultsOf(where: string, screen: number, found: Overflow): string[] {
  return [
    ...(found.width > screen ? [`${where}: ${found.width} px wide (${found.culprits.join('; ')})`] : []),
    ...found.scrollers.map((s) => `${where}: scrolls sideways inside ${s}`),
    ...found.outOfBox.map((line) => `${where}: ${line}`),
    ...found.clipped.map((line) => `${where}: ${line}`),
  ];
}

/**
 * A signed-in role's routes with records besides its route list: its own projects (and their documents), for the
 * admin a fresh pending project (the assign control), a buyer's agent project with two viewings in step 2 (a
 * table field's values), the demo accounts' user pages and the demo consumer's projects.
 */
export async function routesWithRecords(page: Page, role: DemoRole): Promise<string[]> {
  const routes = ['/opdrachten?filter=all'];
  if (role !== 'admin') {
    // The demo accounts have several projects, one completed with a document and an invoice.
    const own = role === 'professional' ? '/api/projects/assigned' : '/api/projects/consumer';
    for (const id of await idsFrom(page, own)) routes.push(`/project/${id}`, `/documents?project=${id}`);
    return routes;
  }
  const { project } = await pendingProject();
  routes.push(`/project/${project.id}`);
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
  return routes;
}
