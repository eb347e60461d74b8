// The fault test only (bench/faults): `npx vitest run --config vitest.faults.config.ts`. Kept out of the default
// run because it restarts a PostgreSQL cluster; .ci/run runs it as a suite of its own.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['bench/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
