// What a bench run says about the machine it ran on.
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Share of CPU time the machine spent busy over `ms` before the run (Linux /proc/stat; undefined elsewhere). */
export async function cpuBusyShare(ms = 1000): Promise<number | undefined> {
  const read = () => {
    try {
      const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
      const idle = (f[3] ?? 0) + (f[4] ?? 0);
      return { idle, total: f.reduce((a, b) => a + b, 0) };
    } catch {
      return undefined;
    }
  };
  const a = read();
  await new Promise((r) => setTimeout(r, ms));
  const b = read();
  if (!a || !b || b.total === a.total) return undefined;
  return 1 - (b.idle - a.idle) / (b.total - a.total);
}

/** e.g. '2 cores (AMD EPYC 7B13), 24 GiB, Node v20.20.2', with a warning when the machine was busy before. */
export function machineLine(busyBefore: number | undefined): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  let line = `${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  if (busyBefore !== undefined && busyBefore > 0.1) {
    line += ` (WARNING: ${Math.round(busyBefore * 100)}% busy with other work before the run)`;
  }
  return line;
}
