// Address search against a local fake of the PDOK Locatieserver (this machine has no internet), and the
// fallback to the built-in list of places when PDOK is slow or unreachable.
import { HOUSE_NUMBER_HINT } from '@shared/requests/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../lib/rate-limit';
import { type FakePdok, startFakePdok } from '../../test/fake-pdok';
import { awayFromWindowEdge, createTestApp, type TestApp } from '../../test/helpers';
import { PdokClient, parsePoint } from './pdok';

let fake: FakePdok;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePdok();
  t = await createTestApp({ PDOK_URL: fake.url });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let ipCounter = 0;
const get = (url: string, ip = `10.2.0.${++ipCounter}`) =>
  t.request({ method: 'GET', url, remoteAddress: ip });

describe('GET /api/addresses/search', () => {
  it('answers PDOK suggestions with id, weergavenaam and woonplaatsnaam, and caches them', async () => {
    const res = await get('/api/addresses/search?q=Damrak');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 'adr-1',
        weergavenaam: 'Damrak 1, 1012LG Amsterdam',
        woonplaatsnaam: 'Amsterdam',
        type: 'adres',
        source: 'pdok',
      },
    ]);
    const asked = fake.requests.filter((u) => u.pathname.endsWith('/suggest'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('q')).toBe('Damrak');
    expect(asked[0]!.pathname).toBe('/bzk/locatieserver/search/v3_1/suggest');

    await get('/api/addresses/search?q=Damrak');
    expect(fake.requests.filter((u) => u.pathname.endsWith('/suggest'))).toHaveLength(1);
  });

  it('answers an empty list below 4 characters without asking PDOK', async () => {
    const before = fake.requests.length;
    for (const q of ['', 'a', 'Dam', '   Dam  ']) {
      const res = await get(`/api/addresses/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await get('/api/addresses/search')).json()).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await get('/api/addresses/search?q=Nergensstraat')).json()).toEqual([]);
  });

  it('is public and limited per address (429 in Dutch)', async () => {
    await awayFromWindowEdge(RATE_RULES.addressSearchPerIp.windowMs);
    const ip = '10.2.9.9';
    let last = 0;
    for (let i = 0; i < 601; i++) last = (await get('/api/addresses/search?q=ab', ip)).statusCode;
    expect(last).toBe(429);
    const res = await get('/api/addresses/search?q=ab', ip);
    expect(res.json().error).toMatch(/^Te veel zoekopdrachten vanaf dit adres/);
  });
});

describe('GET /api/addresses/details/{id}', () => {
  it('answers the address parts and the coordinates from PDOK lookup', async () => {
    const res = await get('/api/addresses/details/adr-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'adr-1',
      weergavenaam: 'Damrak 1, 1012LG Amsterdam',
      type: 'adres',
      straatnaam: 'Damrak',
      huisnummer: '1',
      huisletter: null,
      huisnummertoevoeging: null,
      postcode: '1012 LG',
      woonplaatsnaam: 'Amsterdam',
      gemeentenaam: 'Amsterdam',
      provincienaam: 'Noord-Holland',
      latitude: 52.37531,
      longitude: 4.89352,
      source: 'pdok',
    });
  });

  it('answers a place from the built-in list for its own ids', async () => {
    const res = await get(`/api/addresses/details/${encodeURIComponent('plaats:den haag')}`);
    expect(res.json()).toMatchObject({ woonplaatsnaam: 'Den Haag', straatnaam: null, source: 'places' });
  });

  it('answers 404 in Dutch for an unknown id', async () => {
    for (const id of ['adr-onbekend', 'plaats:Atlantis']) {
      const res = await get(`/api/addresses/details/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Adres niet gevonden');
    }
  });
});

describe('GET /api/addresses/lookup', () => {
  it('fills street and city for a postcode and house number', async () => {
    const res = await get('/api/addresses/lookup?postcode=1012lg&huisnummer=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      found: true,
      straat: 'Damrak',
      plaats: 'Amsterdam',
      postcode: '1012 LG',
      huisnummer: '1',
      weergavenaam: 'Damrak 1, 1012LG Amsterdam',
    });
    const asked = fake.requests.at(-1)!;
    expect(asked.pathname.endsWith('/free')).toBe(true);
    expect(asked.searchParams.getAll('fq')).toEqual(
      expect.arrayContaining(['type:adres', 'postcode:1012LG', 'huisnummer:1']),
    );
  });

  it('takes the letter of a house number such as 45A', async () => {
    const res = await get('/api/addresses/lookup?postcode=3511%20AB&huisnummer=45a');
    expect(res.json()).toMatchObject({ found: true, straat: 'Oudegracht', plaats: 'Utrecht' });
    expect(fake.requests.at(-1)!.searchParams.getAll('fq')).toContain('huisletter:A');
  });

  it('answers found false for an unknown address', async () => {
    const res = await get('/api/addresses/lookup?postcode=9999ZZ&huisnummer=7-9');
    expect(res.json()).toEqual({
      found: false,
      straat: null,
      plaats: null,
      postcode: '9999 ZZ',
      huisnummer: '7-9',
      weergavenaam: null,
    });
  });

  it('refuses a malformed postcode or house number with Dutch fieldErrors', async () => {
    const res = await get('/api/addresses/lookup?postcode=12345&huisnummer=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      postcode: 'Voer een geldige postcode in',
      huisnummer: HOUSE_NUMBER_HINT,
    });
  });
});

describe('when PDOK cannot be reached', () => {
  let slow: FakePdok;
  let offline: TestApp;
  beforeAll(async () => {
    slow = await startFakePdok({ delayMs: 4000 });
    offline = await createTestApp({ PDOK_URL: slow.url });
  });
  afterAll(async () => {
    await offline.close();
    await slow.close();
  });
  const getOffline = (url: string) => offline.request({ method: 'GET', url, remoteAddress: '10.3.0.1' });

  it('answers from the built-in place list within 2.5 seconds', async () => {
    const started = Date.now();
    const res = await getOffline('/api/addresses/search?q=Amster');
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(took).toBeLessThan(2500);
    expect(took).toBeGreaterThanOrEqual(1900); // it did wait for PDOK first
    expect(res.json()[0]).toEqual({
      id: 'plaats:Amsterdam',
      weergavenaam: 'Amsterdam',
      woonplaatsnaam: 'Amsterdam',
      type: 'woonplaats',
      source: 'places',
    });
  });

  it('then answers at once without waiting again, also for addresses with a place in them', async () => {
    const started = Date.now();
    const res = await getOffline('/api/addresses/search?q=Damstraat%201%20Utrecht');
    expect(Date.now() - started).toBeLessThan(500);
    expect(res.json().map((s: { weergavenaam: string }) => s.weergavenaam)).toContain('Utrecht');
    expect((await getOffline('/api/addresses/search?q=xqzwvk')).json()).toEqual([]);
  });

  it('answers found false for a postcode lookup and 404 for PDOK details', async () => {
    expect((await getOffline('/api/addresses/lookup?postcode=1012LG&huisnummer=1')).json().found).toBe(false);
    expect((await getOffline('/api/addresses/details/adr-1')).statusCode).toBe(404);
  });
});

describe('PdokClient', () => {
  it('reports an unreachable server or an error status as null', async () => {
    const refused = new PdokClient({ baseUrl: 'http://127.0.0.1:1/v3_1' });
    expect(await refused.suggest('Damrak')).toBeNull();
    const broken = await startFakePdok({ status: 500 });
    expect(await new PdokClient({ baseUrl: broken.url }).suggest('Damrak')).toBeNull();
    await broken.close();
  });

  it('reads PDOK points', () => {
    expect(parsePoint('POINT(4.89352 52.37531)')).toEqual({ longitude: 4.89352, latitude: 52.37531 });
    expect(parsePoint(undefined)).toBeNull();
  });
});
