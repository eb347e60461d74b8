// A throwaway PostgreSQL cluster for the bench, through scripts/pg-cluster.sh (installs PostgreSQL if missing).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.join(import.meta.dirname, '../../scripts/pg-cluster.sh');

export interface Cluster {
  url: string;
  dir: string;
  stop(): void;
}

export function startCluster(): Cluster {
  const r = spawnSync('bash', [SCRIPT, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`scripts/pg-cluster.sh start failed (exit ${r.status})`);
  const vars: Record<string, string> = {};
  for (const m of r.stdout.matchAll(/^export (\w+)='?([^'\n]*)'?$/gm)) vars[m[1]!] = m[2]!;
  const url = vars.PG_CLUSTER_URL;
  const dir = vars.PG_CLUSTER_DIR;
  if (!url || !dir) throw new Error(`unexpected output of pg-cluster.sh start:\n${r.stdout}`);
  let stopped = false;
  return {
    url,
    dir,
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync('bash', [SCRIPT, 'stop', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    },
  };
}
