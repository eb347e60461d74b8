// The invoice PDF is set in DejaVu Sans (fonts.ts), embedded as a subset: every Latin letter with its accents
// (Dutch, Turkish, Polish, Vietnamese: 'Şahin', 'Łukasz', 'Nguyễn'), Greek, Cyrillic, the punctuation and €. pdfText
// keeps what the font has, writes a letter it lacks without its accent where that is in the font, else '?', and
// turns line breaks and other control characters into spaces. A name is never printed as a wrong glyph or a box.

/** The code points DejaVu Sans has in both weights (checked against the font files by text.test.ts). */
export const FONT_COVERAGE: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0x24f], // Latin-1, Latin Extended-A and -B
  [0x250, 0x2e9], // IPA, spacing modifiers
  [0x384, 0x38a], // Greek
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ff],
  [0x400, 0x4ff], // Cyrillic
  [0x1e00, 0x1efb], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x2064], // general punctuation: dashes, quotes, ellipsis
  [0x20a0, 0x20b5], // currency signs, € among them
];

const covered = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return FONT_COVERAGE.some(([from, to]) => code >= from && code <= to);
};

export function pdfText(value: string): string {
  let out = '';
  for (const char of value) {
    if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(char)) out += ' ';
    else if (covered(char)) out += char;
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every(covered) ? bare : '?';
    }
  }
  return out;
}
