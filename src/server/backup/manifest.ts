// What a backup archive holds (decision 0047): one gzipped tar file with, in this order,
//   db/<table>.jsonl     every row of a table, one JSON object a line (row_to_json), read at one snapshot
//   db/sequences.json    where each sequence stood
//   files/<stored name>  every stored file the snapshot's rows refer to, byte for byte
//   two-factor.key       DATA_DIR's own key, when no TWO_FACTOR_KEY is configured (without it no two-factor secret
//                        could be read after a restore)
//   manifest.json        last, because it carries the checksums of everything before it
// Restore reads the archive twice: once to check every part against the manifest, then to write.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths';

export const FORMAT = 'woonportaal-backup';
export const FORMAT_VERSION = 1;

/** The scheduler's own bookkeeping is about the installation that made the archive: not carried over. */
export const EXCLUDED_TABLES = ['backup_runs'];

/** What the commands say when they refuse or fail (CLI output, like the other npm run commands). */
export const BACKUP_MESSAGES = {
  fileMissing: (name: string) =>
    `Het bestand ${name} ontbreekt in de opslag, terwijl de database ernaar verwijst: er is geen archief gemaakt.`,
  unreadable: (reason: string) =>
    `Het archief is onleesbaar of beschadigd (${reason}): er is niets hersteld.`,
  damaged: (part: string) =>
    `Het archief is beschadigd: ${part} klopt niet met de controlesom in manifest.json. Er is niets hersteld.`,
  incomplete: (part: string) => `Het archief is onvolledig: ${part} ontbreekt. Er is niets hersteld.`,
  unexpected: (part: string) =>
    `Het archief bevat ${part}, dat niet in manifest.json staat. Er is niets hersteld.`,
  notABackup:
    'Dit is geen back-up van het portaal (manifest.json ontbreekt of is onbekend). Er is niets hersteld.',
  newerFormat: (v: number) =>
    `Dit archief heeft formaat ${v}, nieuwer dan deze versie van het portaal kent. Werk het portaal eerst bij.`,
  newerSchema: (count: number, known: number) =>
    `De back-up komt van een nieuwere versie van het portaal (${count} migraties, deze versie kent er ${known}). Werk het portaal eerst bij.`,
  databaseNotEmpty: (table: string) =>
    `De doeldatabase is niet leeg (tabel ${table} heeft rijen). Herstel alleen in een lege database: er is niets veranderd.`,
  filesNotEmpty: (where: string) =>
    `De bestandsopslag (${where}) bevat al bestanden. Herstel alleen in een lege opslag: er is niets veranderd.`,
  pgliteData: (dir: string) =>
    `${dir} bevat een PGlite-database. Herstel in een lege DATA_DIR: er is niets veranderd.`,
  appRunning: (dir: string) =>
    `Het portaal draait op ${dir}. Herstel alleen in een lege DATA_DIR met het portaal gestopt: er is niets veranderd.`,
  countMismatch: (table: string, expected: number, found: number) =>
    `${table}: ${found} rijen geladen, de back-up heeft er ${expected}; er is niets hersteld.`,
} as const;

export interface PartSum {
  /** Bytes of the part in the archive. */
  size: number;
  /** SHA-256 of those bytes, hex. */
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: {
    driver: 'postgres' | 'pglite';
    /** PostgreSQL's version string of the source. */
    server: string;
    /** How many of the app's migrations the schema had, and the last one's tag (the journal's name for it). */
    migrations: { count: number; lastCreatedAt: number | null; last: string | null };
  };
  storage: 'local' | 's3';
  tables: Record<string, PartSum & { rows: number }>;
  sequences: PartSum;
  files: Record<string, PartSum>;
  twoFactorKey?: PartSum;
}

/** A part's bytes through a SHA-256 and a counter, as the manifest records them and restore checks them. */
export function summing() {
  const hash = createHash('sha256');
  let size = 0;
  return {
    add(chunk: Buffer) {
      hash.update(chunk);
      size += chunk.length;
    },
    sum: (): PartSum => ({ size, sha256: hash.digest('hex') }),
  };
}

export const tablePart = (table: string) => `db/${table}.jsonl`;
export const SEQUENCES_PART = 'db/sequences.json';
export const filePart = (storedName: string) => `files/${storedName}`;
export const KEY_PART = 'two-factor.key';
export const MANIFEST_PART = 'manifest.json';

export function appVersion(): string {
  return (JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;
}

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The app's migrations in order, as drizzle's journal lists them. */
export function journal(folder: string): { entries: JournalEntry[]; raw: Record<string, unknown> } {
  const raw = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return { entries: raw.entries, raw };
}
