// What each background loop of this process has done: rounds run and failed, and when it last succeeded, so that
// the metrics can show a job that has fallen behind (a database away, a round that hangs) before anyone notices
// its effects. Plain numbers in the process: the loops write them, the metrics read them at scrape time.

export interface JobRecord {
  readonly name: string;
  readonly intervalMs: number;
  /** When the loop started; with `firstAfterMs`, when its first round was due. */
  readonly firstDueAt: number;
  runs: number;
  failures: number;
  lastSucceededAt: number | null;
  running: boolean;
}

const records = new Set<JobRecord>();

/** A record for a loop that starts now; `forget` it when the loop stops. */
export function trackJob(name: string, intervalMs: number, firstAfterMs?: number): JobRecord {
  const record: JobRecord = {
    name,
    intervalMs,
    firstDueAt: Date.now() + (firstAfterMs ?? intervalMs),
    runs: 0,
    failures: 0,
    lastSucceededAt: null,
    running: false,
  };
  records.add(record);
  return record;
}

export function forgetJob(record: JobRecord): void {
  records.delete(record);
}

export function trackedJobs(): JobRecord[] {
  return [...records];
}

/**
 * Seconds past the moment the job should next have succeeded: 0 while it keeps to its interval; it grows while
 * rounds fail or one round runs far longer than the interval.
 */
export function jobLagSeconds(record: JobRecord, now = Date.now()): number {
  const due =
    record.lastSucceededAt === null ? record.firstDueAt : record.lastSucceededAt + record.intervalMs;
  // A round takes a moment; a job is late only once a whole interval has gone by after it was due.
  return Math.max(0, (now - due - record.intervalMs) / 1000);
}
