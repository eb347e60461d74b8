import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this module whether it runs from src/ (tsx) or dist/ (bundle). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations');
export const webDistFolder = () => path.join(projectRoot(), 'dist/web');
