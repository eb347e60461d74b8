// A local fake of the PDOK Locatieserver (suggest, lookup, free with postcode and house number), for the API tests
// and the browser tests: this machine has no internet. It knows two addresses.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePdok {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

export const DAMRAK = {
  id: 'adr-1',
  type: 'adres',
  weergavenaam: 'Damrak 1, 1012LG Amsterdam',
  woonplaatsnaam: 'Amsterdam',
  straatnaam: 'Damrak',
  huisnummer: 1,
  postcode: '1012LG',
  gemeentenaam: 'Amsterdam',
  provincienaam: 'Noord-Holland',
  centroide_ll: 'POINT(4.89352 52.37531)',
};
export const OUDEGRACHT_45A = {
  id: 'adr-2',
  type: 'adres',
  weergavenaam: 'Oudegracht 45A, 3511AB Utrecht',
  woonplaatsnaam: 'Utrecht',
  straatnaam: 'Oudegracht',
  huisnummer: 45,
  huisletter: 'A',
  postcode: '3511AB',
};

/** Answers like PDOK: { response: { docs } }, from a tiny in-memory register. */
export async function startFakePdok(opts: { delayMs?: number; status?: number } = {}): Promise<FakePdok> {
  const requests: URL[] = [];
  const docsFor = (url: URL) => {
    const fq = url.searchParams.getAll('fq');
    if (url.pathname.endsWith('/suggest')) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return [DAMRAK, OUDEGRACHT_45A]
        .filter((d) => d.weergavenaam.toLowerCase().includes(q))
        .map(({ id, type, weergavenaam }) => ({ id, type, weergavenaam }));
    }
    if (url.pathname.endsWith('/lookup')) {
      return [DAMRAK, OUDEGRACHT_45A].filter((d) => d.id === url.searchParams.get('id'));
    }
    if (url.pathname.endsWith('/free')) {
      return [DAMRAK, OUDEGRACHT_45A].filter(
        (d: Record<string, unknown>) =>
          fq.includes(`postcode:${d.postcode}`) &&
          fq.includes(`huisnummer:${d.huisnummer}`) &&
          (!fq.some((f) => f.startsWith('huisletter:')) || fq.includes(`huisletter:${d.huisletter}`)),
      );
    }
    return [];
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url!, 'http://fake');
    requests.push(url);
    setTimeout(() => {
      if (res.destroyed) return;
      if (opts.status && opts.status !== 200) {
        res.writeHead(opts.status).end('kapot');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ response: { numFound: 0, start: 0, docs: docsFor(url) } }));
    }, opts.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
