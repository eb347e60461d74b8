// The words that give away an English (or informal) text in a Dutch interface, for the language checks:
// src/web/dutch-texts.test.ts reads the sources, e2e/a11y/phone-width.spec.ts what every route shows in the browser.
// Words Dutch shares with English (open, status, type, menu, project, details, download, upload, 'Log in', week)
// are not on the list. Besides English words it holds the names the portal no longer uses for a role or a type
// ('Admin', 'Dashboard', 'Bug', 'Feature') and the raw codes of statuses and audit actions ('in_progress',
// 'workflow.step.save' read as 'progress', 'step', 'save'), which a screen must show by their Dutch label.

export const ENGLISH_WORDS = new Set(
  `loading save saved cancel submit delete deleted edit close search next previous back error errors success
  successful failed default blue red green settings please click here welcome password name user users view add
  remove yes the and your you with from not found required invalid sign login logout confirm continue create
  created update updated new page home help amount date this that are select choose show hide more less all none
  send sent message messages file files share step steps done pending completed assigned cancelled invoice
  invoices paid unpaid payment revenue profile today yesterday month year light dark theme notification
  notifications unread read mark retry try again something went wrong unknown empty results result no first last
  phone address street city country company total uploaded uploading
  admin admins administrator administrators dashboard dashboards bug bugs feature features
  progress submitted accepted accept rejected reject draft overdue awaiting active inactive expired approved
  requested scheduled processing refunded credited`
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z]/g, ''))
    .filter(Boolean),
);

/** The informal 'je' where the portal says 'u' (formal 'u' in every text). */
export const INFORMAL_WORDS = new Set(['je', 'jij', 'jou', 'jouw', 'jullie']);

/**
 * 'Particulier' is the registration form's word for a consumer, in its account type choice, as the
 * specification words it. Everywhere else the role is called 'Consument', so the word is refused outside that choice.
 */
export const REGISTRATION_ONLY_WORDS = new Set(['particulier', 'particulieren']);

/** Dutch phrases that hold a word of the list above: 'ten name van' (the account holder's name on a transfer). */
const DUTCH_PHRASES = /\bten name van\b/gi;
/**
 * Addresses are not words a user reads: a path in the portal ('Pagina: /dashboard', '/admin/users/…') and an e-mail
 * address (the demo admin's admin@demo.nl).
 */
const PATHS = /(^|[\s(])\/[\w\-/?=&.#%]*/g;
const EMAIL_ADDRESSES = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/**
 * Texts the specification quotes word for word, which keep a word of the list: the role indicator while an admin
 * views the portal as another role. Only the exact quote passes; 'Admin' anywhere else is still refused.
 */
export const SPEC_QUOTES: readonly RegExp[] = [/\(Admin weergave\)/g];

/**
 * The English and informal words in a text, as written. `registrationChoice`: the text is the registration
 * form's account type choice, where 'Particulier' belongs.
 */
export function englishWordsIn(text: string, options: { registrationChoice?: boolean } = {}): string[] {
  const checked = SPEC_QUOTES.reduce(
    (t, quote) => t.replace(quote, ' '),
    text.replace(DUTCH_PHRASES, ' ').replace(EMAIL_ADDRESSES, ' ').replace(PATHS, '$1 '),
  );
  return checked.split(/[^A-Za-zÀ-ÿ]+/).filter((w) => {
    const word = w.toLowerCase();
    if (REGISTRATION_ONLY_WORDS.has(word)) return !options.registrationChoice;
    return ENGLISH_WORDS.has(word) || INFORMAL_WORDS.has(word);
  });
}
