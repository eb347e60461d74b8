// The words that give away an English (or informal) text in a Dutch interface, for the language checks:
// src/web/dutch-texts.test.ts reads the sources, e2e/a11y/phone-width.spec.ts what every route shows in the browser.
// Words Dutch shares with English (open, status, type, menu, project, details, download, upload, 'Log in', week)
// are not on the list.

export const ENGLISH_WORDS = new Set(
  `loading save saved cancel submit delete deleted edit close search next previous back error errors success
  successful failed default blue red green settings please click here welcome password name user users view add
  remove yes the and your you with from not found required invalid sign login logout confirm continue create
  created update updated new page home help amount date this that are select choose show hide more less all none
  send sent message messages file files share step steps done pending completed assigned cancelled invoice
  invoices paid unpaid payment revenue profile today yesterday month year light dark theme notification
  notifications unread read mark retry try again something went wrong unknown empty results result no first last
  phone address street city country company total uploaded uploading`
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z]/g, ''))
    .filter(Boolean),
);

/** The informal 'je' where the portal says 'u' (formal 'u' in every text). */
export const INFORMAL_WORDS = new Set(['je', 'jij', 'jou', 'jouw', 'jullie']);

/** Dutch phrases that hold a word of the list above: 'ten name van' (the account holder's name on a transfer). */
const DUTCH_PHRASES = /\bten name van\b/gi;

/** The English and informal words in a text, as written. */
export function englishWordsIn(text: string): string[] {
  return text
    .replace(DUTCH_PHRASES, ' ')
    .split(/[^A-Za-zÀ-ÿ]+/)
    .filter((w) => ENGLISH_WORDS.has(w.toLowerCase()) || INFORMAL_WORDS.has(w.toLowerCase()));
}
