// pdfkit's built-in fonts (Helvetica) write text in WinAnsi (Windows-1252): Dutch, French and German letters, €, the
// quotes and dashes are there; a letter outside it would print as a wrong glyph. pdfText keeps what WinAnsi has,
// writes other accented letters without their accent ('ł' stays a problem: it becomes '?'), and turns line breaks
// and other control characters into spaces.

/** The characters Windows-1252 has in 0x80-0x9F; the rest of it is ASCII and Latin-1 (0x20-0x7E, 0xA0-0xFF). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const printable = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

export function pdfText(value: string): string {
  let out = '';
  for (const char of value) {
    if (printable(char)) out += char;
    else if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(char)) out += ' ';
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every(printable) ? bare : '?';
    }
  }
  return out;
}
