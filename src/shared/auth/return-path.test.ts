// The return path after sign-in (decision 0041): a path of this site comes back, anything that could lead a browser
// elsewhere falls back to the dashboard.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, returnTarget, safeReturnPath, signInPathFor } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/project/AM-2026-00042#invoice',
    '/project/AM-2026-00042?stap=3#invoice',
    '/dashboard',
    '/profiel',
    '/admin/users/5b7f0f6e-3c1a-4b8e-9d0a-1c2b3d4e5f60',
    '/form/taxatie?formulier=uitgebreid',
    '/zoeken?q=van%20der%20Berg',
    '/apis-zijn-geen-api',
  ])('keeps the path of this site %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['an absolute address', 'https://evil.example/dashboard'],
    ['an absolute address of plain http', 'http://evil.example'],
    ['a protocol-relative address', '//evil.example/dashboard'],
    ['a protocol-relative address with three slashes', '///evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a backslash further on', '/project/\\x'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without the slash', 'dashboard'],
    ['an encoded protocol-relative address', '/%2F%2Fevil.example'],
    ['an encoded protocol-relative address from the start', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a twice-encoded slash', '/%252F%252Fevil.example'],
    ['an encoded absolute address', 'https%3A%2F%2Fevil.example'],
    ['a tab that a browser drops', '/\t/evil.example'],
    ['a newline that a browser drops', '/\n/evil.example'],
    ['a leading space', ' /dashboard'],
    ['an API path', '/api/invoices/123/download'],
    ['the API root', '/api'],
    ['an API path in capitals', '/API/auth/user'],
    ['an encoded API path', '/%61pi/auth/user'],
    ['a malformed escape', '/project/%E0%A4%A'],
    ['an empty value', ''],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses nothing given and overlong values', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('returnTarget', () => {
  it('is the path when it is safe and the dashboard otherwise', () => {
    expect(returnTarget('/project/AM-2026-00042#invoice')).toBe('/project/AM-2026-00042#invoice');
    expect(returnTarget('https://evil.example')).toBe(DEFAULT_RETURN_PATH);
    expect(returnTarget(null)).toBe('/dashboard');
  });
});

describe('signInPathFor', () => {
  it('carries the page on the sign-in page, and reading it back gives the page again', () => {
    const path = '/project/AM-2026-00042?stap=3#invoice';
    const signIn = signInPathFor(path);
    expect(signIn).toBe('/?terug=%2Fproject%2FAM-2026-00042%3Fstap%3D3%23invoice');
    const read = new URL(signIn, 'http://localhost').searchParams.get('terug');
    expect(returnTarget(read)).toBe(path);
  });
});
