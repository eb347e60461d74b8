// What a page shows and speaks, for the language check of the route sweeps: its title, its visible
// text, and the labels, placeholders, titles and alternatives assistive technology reads aloud.
import type { Page } from '@playwright/test';
import { englishWordsIn } from './english-words';

/** What the page shows and speaks: its title, its visible text, and what assistive technology reads aloud. */
export async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const spoken = Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'),
    ).flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''));
    return [document.title, document.body.innerText, ...spoken].filter((t) => t.trim() !== '');
  });
}

/** The registration page, whose account type choice is the one place that calls a consumer 'Particulier'. */
const REGISTRATION_PATH = '/registreren';

/** One line per text with English or informal words in it, named by `where`; none when all is Dutch and formal. */
export async function notDutchOn(page: Page, where: string): Promise<string[]> {
  const lines: string[] = [];
  const choices =
    new URL(page.url()).pathname === REGISTRATION_PATH
      ? await page.locator('#register-role option').allTextContents()
      : [];
  for (const shown of await textsOf(page)) {
    // The account type choice's options are read once each as that choice; the rest of the page is checked whole.
    const text = choices.reduce((t, choice) => t.replace(choice, ' '), shown);
    const words = englishWordsIn(text);
    for (const word of new Set(words)) {
      // The word in its context, so a failure says where on the page it is.
      const at = text.search(new RegExp(`(^|[^A-Za-zÀ-ÿ])${word}([^A-Za-zÀ-ÿ]|$)`));
      const context = text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ');
      lines.push(`${where}: '${word}' in "…${context}…"`);
    }
  }
  return lines;
}
