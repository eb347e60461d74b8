// A small client for the public PDOK Locatieserver (suggest, lookup, free): a 2-second timeout, an in-memory
// cache of answers, and a short pause after a failure so that an unreachable PDOK costs one timeout, not one
// per keystroke. Every failure is reported as null; the caller falls back to the built-in place list.
import { PDOK_TIMEOUT_MS } from '@shared/requests/constants';
import type { FastifyBaseLogger } from 'fastify';

export interface PdokDoc {
  id?: string;
  type?: string;
  weergavenaam?: string;
  woonplaatsnaam?: string;
  straatnaam?: string;
  huisnummer?: number | string;
  huisletter?: string;
  huisnummertoevoeging?: string;
  postcode?: string;
  gemeentenaam?: string;
  provincienaam?: string;
  centroide_ll?: string;
}

export interface PdokClientOptions {
  baseUrl: string;
  log?: FastifyBaseLogger;
  timeoutMs?: number;
  /** How long answers are kept. */
  cacheTtlMs?: number;
  cacheMax?: number;
  /** After a failure PDOK is not asked again for this long. */
  pauseAfterFailureMs?: number;
}

export class PdokClient {
  private readonly cache = new Map<string, { at: number; docs: PdokDoc[] }>();
  private pausedUntil = 0;
  readonly timeoutMs: number;
  private readonly ttl: number;
  private readonly max: number;
  private readonly pauseMs: number;

  constructor(private readonly opts: PdokClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? PDOK_TIMEOUT_MS;
    this.ttl = opts.cacheTtlMs ?? 10 * 60_000;
    this.max = opts.cacheMax ?? 2000;
    this.pauseMs = opts.pauseAfterFailureMs ?? 30_000;
  }

  suggest(q: string, rows = 10): Promise<PdokDoc[] | null> {
    return this.get('suggest', [
      ['q', q],
      ['rows', String(rows)],
      ['fq', 'type:(adres OR weg OR postcode OR woonplaats)'],
      ['fl', 'id,type,weergavenaam,woonplaatsnaam,score'],
    ]);
  }

  lookup(id: string): Promise<PdokDoc[] | null> {
    return this.get('lookup', [
      ['id', id],
      [
        'fl',
        'id,type,weergavenaam,straatnaam,huisnummer,huisletter,huisnummertoevoeging,postcode,woonplaatsnaam,gemeentenaam,provincienaam,centroide_ll',
      ],
    ]);
  }

  /** Addresses with this postcode (1234AB) and house number, optionally a letter. */
  address(postcode: string, huisnummer: number, huisletter?: string): Promise<PdokDoc[] | null> {
    const params: [string, string][] = [
      ['q', `${postcode} ${huisnummer}${huisletter ?? ''}`],
      ['fq', 'type:adres'],
      ['fq', `postcode:${postcode}`],
      ['fq', `huisnummer:${huisnummer}`],
      ['rows', '5'],
      [
        'fl',
        'id,type,weergavenaam,straatnaam,huisnummer,huisletter,huisnummertoevoeging,postcode,woonplaatsnaam',
      ],
    ];
    if (huisletter) params.push(['fq', `huisletter:${huisletter}`]);
    return this.get('free', params);
  }

  private async get(endpoint: string, params: [string, string][]): Promise<PdokDoc[] | null> {
    const url = `${this.opts.baseUrl}/${endpoint}?${new URLSearchParams(params).toString()}`;
    const hit = this.cache.get(url);
    if (hit && Date.now() - hit.at < this.ttl) return hit.docs;
    if (Date.now() < this.pausedUntil) return null;
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      // A 4xx is about this query (say an unbalanced bracket), not about PDOK being down: no pause for everyone.
      if (res.status >= 400 && res.status < 500) {
        this.opts.log?.info({ status: res.status, endpoint }, 'PDOK refused the query');
        return null;
      }
      if (!res.ok) throw new Error(`PDOK answered ${res.status}`);
      const body = (await res.json()) as { response?: { docs?: unknown } };
      const docs = Array.isArray(body?.response?.docs) ? (body.response.docs as PdokDoc[]) : [];
      this.remember(url, docs);
      return docs;
    } catch (err) {
      this.pausedUntil = Date.now() + this.pauseMs;
      this.opts.log?.warn(
        { err: (err as Error).message, endpoint },
        'PDOK unreachable: using the place list',
      );
      return null;
    }
  }

  private remember(url: string, docs: PdokDoc[]) {
    if (this.cache.size >= this.max) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(url, { at: Date.now(), docs });
  }
}

/** 'POINT(4.89 52.37)' → { longitude, latitude }. */
export function parsePoint(point: string | undefined): { latitude: number; longitude: number } | null {
  const m = point?.match(/POINT\s*\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)/i);
  if (!m) return null;
  return { longitude: Number(m[1]), latitude: Number(m[2]) };
}
