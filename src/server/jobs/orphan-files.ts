// Removes stored files that nothing refers to any more (decision 0017, Orphans): an object committed by an upload
// whose transaction then failed in a way its clean-up could not undo (the process ended in between), or one whose
// removal after its row's deletion failed (the store was away). Such files are readable by no one through the
// portal, but they take space and, for a deleted account, keep data that should be gone.
//
// A file counts as referenced by a document row, an invoice's PDF, or a mail still waiting to be sent with it
// attached. Only files older than a day are looked at: an upload commits its file before its row (documents are
// committed before their transaction), so a young file without a row may still be on its way.
//
// Safe on many nodes without a lock: every step is idempotent (a removed file is not listed again, removing one
// twice is no error) and a file old enough to be swept can no longer gain a row, as stored names are never reused.
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows } from '../db/client';
import { documents, invoices } from '../db/schema';
import { startLoop, type Worker } from '../mail/outbox';

const HOUR = 60 * 60_000;
/** A file younger than this may still be waiting for its row. */
export const ORPHAN_MIN_AGE_MS = 24 * HOUR;

type Ctx = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** The names of `names` something still refers to. */
async function referenced(ctx: Ctx, names: string[]): Promise<Set<string>> {
  const [docs, pdfs, mails] = await Promise.all([
    ctx.db.select({ name: documents.storedName }).from(documents).where(inArray(documents.storedName, names)),
    ctx.db
      .select({ name: invoices.pdfStoredName })
      .from(invoices)
      .where(inArray(invoices.pdfStoredName, names)),
    // Only mails not yet sent can still need their attachment.
    selectRows<{ name: string }>(
      ctx.db,
      sql`select a->>'storedName' as name
          from mail_outbox, jsonb_array_elements(attachments) as a
          where status = 'pending' and attachments is not null
            and ${inArray(sql`a->>'storedName'`, names)}`,
    ),
  ]);
  return new Set([...docs, ...pdfs, ...mails].map((r) => r.name).filter((n): n is string => n !== null));
}

/** One sweep: the number of files found old enough to look at, and of those removed. */
export async function sweepOrphanFiles(
  ctx: Ctx,
  now: Date = new Date(),
): Promise<{ looked: number; removed: string[] }> {
  const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  let looked = 0;
  const removed: string[] = [];
  for await (const page of ctx.storage.list(before)) {
    looked += page.length;
    const keep = await referenced(ctx, page);
    for (const name of page) {
      if (keep.has(name)) continue;
      await ctx.storage.remove(name);
      removed.push(name);
    }
  }
  if (removed.length > 0) {
    ctx.log.info({ removed: removed.length, looked, examples: removed.slice(0, 5) }, 'orphan files removed');
  }
  return { looked, removed };
}

/** Every six hours; not at start, so a restart loop cannot turn into a sweep loop. */
export function startOrphanFilesLoop(ctx: AppContext): Worker {
  return startLoop('orphan files', 6 * HOUR, () => sweepOrphanFiles(ctx), ctx.log);
}
