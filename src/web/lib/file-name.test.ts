// The name a downloaded file is saved under comes from the server's Content-Disposition.
import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-file';

describe('fileNameOf', () => {
  it('reads the encoded name first, then the plain one', () => {
    expect(
      fileNameOf(`attachment; filename="uitbetalingen.xml"; filename*=UTF-8''uitbetalingen%20n%C3%BA.xml`),
    ).toBe('uitbetalingen nú.xml');
    expect(fileNameOf('attachment; filename="uitbetalingen-2026-11-27.xml"')).toBe(
      'uitbetalingen-2026-11-27.xml',
    );
    expect(fileNameOf(`attachment; filename="x.xml"; filename*=UTF-8''%E0%A4%A`)).toBe('x.xml');
  });

  it('gives null when there is no name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
