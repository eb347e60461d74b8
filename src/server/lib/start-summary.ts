// What a person starting the portal on a terminal needs to see first: where it runs, which database, file storage
// and mail it uses, the demo accounts if they exist, and where its data lives. JSON log lines follow for machines.
import path from 'node:path';
import type { Config } from '../config';

export interface StartFacts {
  config: Pick<Config, 'appUrl' | 'dataDir' | 'databaseUrl' | 'databaseDriver' | 'storage' | 'smtpUrl'>;
  /** Demo accounts that still have the published password. */
  demoAccounts: { email: string }[];
}

/** A connection URL without its user and password: host, port and database. */
function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'onleesbaar adres';
  }
}

export function startSummary({ config, demoAccounts }: StartFacts): string {
  const data = path.resolve(config.dataDir);
  const database = config.databaseUrl
    ? `PostgreSQL op ${where(config.databaseUrl)} (DATABASE_URL)`
    : config.databaseDriver === 'pglite'
      ? `PGlite in het proces, gegevens in ${path.join(data, 'pgdata')}`
      : `ingebouwde PostgreSQL, gegevens in ${path.join(data, 'postgres')}`;
  const storage =
    config.storage.kind === 's3'
      ? `S3-bucket ${config.storage.bucket}${config.storage.endpoint ? ` op ${where(config.storage.endpoint)}` : ''}`
      : `op schijf in ${config.storage.dir}`;
  const mail = config.smtpUrl
    ? `via SMTP op ${where(config.smtpUrl)}`
    : `niet verstuurd: als .eml-bestand in ${path.join(data, 'mail')} (de links staan in het log)`;
  const rows: [string, string][] = [
    ['Database', database],
    ['Bestanden', storage],
    ['E-mail', mail],
  ];
  if (demoAccounts.length > 0)
    rows.push(['Demo-accounts', `${demoAccounts.map((a) => a.email).join(', ')} (wachtwoord Demo1234!)`]);
  rows.push(['Gegevensmap', data]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    '',
    `Woonportaal draait op ${config.appUrl}`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}${value}`),
    '',
    'Stoppen met Ctrl-C. Hieronder volgt het logboek (LOG_FORMAT=json geeft JSON-regels).',
    '',
  ].join('\n');
}
