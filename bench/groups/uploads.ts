// The upload memory budget: five 10 MB uploads at once must raise the app process's peak resident memory
// (RSS) by less than 30 MB — the files stream to disk and are never held in memory.
//
// The server hook makes a professional with an assigned project (straight in the database) and two routes:
// POST /bench/uploads/reset resets the kernel's peak-RSS counter of the app process (VmHWM, by writing 5 to
// /proc/self/clear_refs) and starts sampling RSS every 2 ms as a fallback; GET /bench/uploads/peak answers the
// baseline and the peak since. The driver signs in, sends one warm-up upload (first use loads code), resets, sends
// the five uploads in parallel through the real route and reads the peak. Each run makes its own two users and project
// (a reused BENCH_DATABASE_URL keeps them, with document rows whose files went with the run's DATA_DIR).
// `--storage s3` measures the same with the files committed to a bucket on s3rver (decision 0017), which the driver
// runs in its own process, so the app's figure holds only the app's side of the upload.
import { readFileSync, writeFileSync } from 'node:fs';
import { professionalProfiles, projects, users } from '@server/db/schema';
import { hashPassword } from '@server/lib/crypto';
import { insertProject } from '@server/modules/projects/create';
import { MAX_UPLOAD_BYTES } from '@shared/documents/schemas';
import { eq } from 'drizzle-orm';
import type { BenchGroup, DriverContext, Measurement } from '../lib/types';

const PASSWORD = 'Bench-wachtwoord-1';
const PARALLEL = 5;
const BUDGET_MB = 30;
const MB = 1024 * 1024;

/** A kB figure of /proc/self/status (Linux), in bytes; undefined elsewhere. */
function statusBytes(field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A PDF of exactly `size` bytes (what type detection needs, then padding). */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const out = new Uint8Array(size).fill(0x20);
  out.set(head, 0);
  return out;
}

async function upload(ctx: DriverContext, cookie: string, projectId: string, size: number, name: string) {
  const form = new FormData();
  form.append('category', 'general');
  form.append('files', new Blob([pdfOfSize(size)], { type: 'application/pdf' }), name);
  const res = await fetch(`${ctx.baseURL}/api/projects/${projectId}/documents`, {
    method: 'POST',
    headers: { origin: ctx.baseURL, cookie },
    body: form,
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`upload ${name}: HTTP ${res.status} ${text.slice(0, 200)}`);
}

export const uploadsGroup: BenchGroup = {
  name: 'uploads',
  description: `peak RSS growth of the app for ${PARALLEL} parallel ${MAX_UPLOAD_BYTES / MB} MB uploads`,

  async server({ app, config }) {
    const db = app.ctx.db;
    const tag = Math.random().toString(36).slice(2, 8);
    const passwordHash = await hashPassword(PASSWORD);
    const [pro] = await db
      .insert(users)
      .values({
        email: `bench-upload-pro-${tag}@bench.nl`,
        passwordHash,
        firstName: 'Bench',
        lastName: 'Uploader',
        role: 'professional',
        emailVerifiedAt: new Date(),
      })
      .returning();
    await db.insert(professionalProfiles).values({ userId: pro!.id, specializations: [] });
    const [consumer] = await db
      .insert(users)
      .values({
        email: `bench-upload-consumer-${tag}@bench.nl`,
        passwordHash,
        firstName: 'Bench',
        lastName: 'Klant',
        role: 'consumer',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const project = await insertProject(db, { type: 'taxatie', consumerId: consumer!.id, formData: {} });
    await db
      .update(projects)
      .set({ professionalId: pro!.id, status: 'assigned' })
      .where(eq(projects.id, project.id));

    let baseline = 0;
    let sampledPeak = 0;
    let hwmReset = false;
    let sampler: NodeJS.Timeout | undefined;
    /** Where the memory is at the sampled peaks: V8 heap, and Buffers (outside the heap). */
    let parts = { heapTotal: 0, arrayBuffers: 0, baseHeapTotal: 0, baseArrayBuffers: 0 };
    const sample = () => {
      const m = process.memoryUsage();
      sampledPeak = Math.max(sampledPeak, m.rss);
      parts.heapTotal = Math.max(parts.heapTotal, m.heapTotal);
      parts.arrayBuffers = Math.max(parts.arrayBuffers, m.arrayBuffers);
    };

    app.get('/bench/uploads/setup', async () => ({
      email: pro!.email,
      password: PASSWORD,
      projectId: project.id,
      storage: config.storage.kind,
    }));
    app.post('/bench/uploads/reset', async () => {
      try {
        writeFileSync('/proc/self/clear_refs', '5');
        hwmReset = true;
      } catch {
        hwmReset = false;
      }
      baseline = statusBytes('VmRSS') ?? process.memoryUsage.rss();
      sampledPeak = baseline;
      const m = process.memoryUsage();
      parts = { heapTotal: 0, arrayBuffers: 0, baseHeapTotal: m.heapTotal, baseArrayBuffers: m.arrayBuffers };
      clearInterval(sampler);
      sampler = setInterval(sample, 2);
      return { baseline };
    });
    app.get('/bench/uploads/peak', async () => {
      clearInterval(sampler);
      sample();
      const hwm = hwmReset ? statusBytes('VmHWM') : undefined;
      return { baseline, hwm: hwm ?? null, sampledPeak, peak: Math.max(hwm ?? 0, sampledPeak), parts };
    });
    app.addHook('onClose', async () => clearInterval(sampler));
  },

  async measure(ctx): Promise<Measurement[]> {
    const setup = (await ctx.http.get('/bench/uploads/setup')).json as {
      email: string;
      password: string;
      projectId: string;
      storage: string;
    };
    if (setup.storage !== ctx.settings.storage)
      throw new Error(`uploads: the app stores on ${setup.storage}, not ${ctx.settings.storage}`);
    const storage = setup.storage;
    const login = await ctx.http.post('/api/auth/login', { email: setup.email, password: setup.password });
    if (login.status !== 200 || !login.sid) throw new Error(`uploads: sign-in failed (${login.status})`);
    const cookie = `sid=${login.sid}`;

    ctx.log(
      `uploads (${storage} storage): warm-up, then ${PARALLEL} parallel uploads of ${MAX_UPLOAD_BYTES / MB} MB`,
    );
    await upload(ctx, cookie, setup.projectId, 1 * MB, 'warm-up.pdf');
    const reset = await ctx.http.post('/bench/uploads/reset', {});
    if (reset.status !== 200) throw new Error(`uploads: reset failed (${reset.status})`);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        upload(ctx, cookie, setup.projectId, MAX_UPLOAD_BYTES, `groot-${i + 1}.pdf`),
      ),
    );
    const elapsedMs = performance.now() - started;
    const peak = (await ctx.http.get('/bench/uploads/peak')).json as {
      baseline: number;
      hwm: number | null;
      sampledPeak: number;
      peak: number;
      parts: { heapTotal: number; arrayBuffers: number; baseHeapTotal: number; baseArrayBuffers: number };
    };
    const growth = (peak.peak - peak.baseline) / MB;
    ctx.log(
      `  peak RSS ${(peak.peak / MB).toFixed(1)} MB from ${(peak.baseline / MB).toFixed(1)} MB: +${growth.toFixed(1)} MB` +
        ` (${peak.hwm !== null ? 'kernel VmHWM' : 'sampled every 2 ms'}), ${Math.round(elapsedMs)} ms;` +
        ` V8 heap ${(peak.parts.baseHeapTotal / MB).toFixed(1)} → ${(peak.parts.heapTotal / MB).toFixed(1)} MB,` +
        ` Buffers ${(peak.parts.baseArrayBuffers / MB).toFixed(1)} → ${(peak.parts.arrayBuffers / MB).toFixed(1)} MB`,
    );
    return [
      {
        id: 'uploads-rss-growth',
        label: `peak RSS growth, ${PARALLEL} parallel ${MAX_UPLOAD_BYTES / MB} MB uploads (${storage} storage)`,
        value: growth,
        unit: 'MB',
        detail: {
          storage,
          baselineBytes: peak.baseline,
          peakBytes: peak.peak,
          source: peak.hwm !== null ? 'VmHWM after clear_refs' : 'RSS sampled every 2 ms',
          elapsedMs: Math.round(elapsedMs),
          mbPerSec: Math.round(((PARALLEL * MAX_UPLOAD_BYTES) / MB / elapsedMs) * 1000),
        },
      },
    ];
  },

  budgets: [
    {
      id: 'uploads-rss',
      description: `${PARALLEL} parallel ${MAX_UPLOAD_BYTES / MB} MB uploads raise the app's peak RSS by < ${BUDGET_MB} MB`,
      check(results) {
        const m = results.measurement('uploads-rss-growth');
        if (!m) return { ok: false, detail: 'not measured' };
        const on = `on ${m.detail?.storage ?? 'local'} storage`;
        return {
          ok: m.value < BUDGET_MB,
          detail: `+${m.value.toFixed(1)} MB ${on} (need < ${BUDGET_MB} MB)`,
        };
      },
    },
  ],
};
