// pdfText keeps exactly what the embedded font can draw: FONT_COVERAGE is checked against the font files themselves
// (with fontkit, pdfkit's font engine), in both weights.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, invoiceFonts } from './fonts';
import { FONT_COVERAGE } from './text';

interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = createRequire(import.meta.url)('fontkit') as { create(data: Buffer): FontkitFont };

describe('the invoice font', () => {
  it('has a glyph for every code point pdfText lets through, in regular and bold', () => {
    for (const file of [FONT_FILES.regular, FONT_FILES.bold]) {
      const font = fontkit.create(readFileSync(file));
      const missing: string[] = [];
      for (const [from, to] of FONT_COVERAGE) {
        for (let code = from; code <= to; code++) {
          if (!font.hasGlyphForCodePoint(code)) missing.push(`U+${code.toString(16).toUpperCase()}`);
        }
      }
      expect(missing, file).toEqual([]);
    }
  });

  it('is unpacked from WOFF into the same font as TrueType: every table, glyph and name alike', () => {
    const fonts = invoiceFonts();
    for (const [file, ttf] of [
      [FONT_FILES.regular, fonts.regular],
      [FONT_FILES.bold, fonts.bold],
    ] as const) {
      expect(ttf.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
      const fromWoff = fontkit.create(readFileSync(file)) as FontkitFont & Record<string, unknown>;
      const fromTtf = fontkit.create(ttf) as FontkitFont & Record<string, unknown>;
      for (const key of ['postscriptName', 'numGlyphs', 'unitsPerEm', 'ascent', 'descent']) {
        expect(fromTtf[key], key).toEqual(fromWoff[key]);
      }
      expect((fromTtf.characterSet as number[]).length).toBe((fromWoff.characterSet as number[]).length);
    }
  });
});
