// The two-node test only (bench/cluster): `npx vitest run --config vitest.cluster.config.ts` (npm run test:cluster).
// Kept out of the default run because it starts two app processes, s3rver and a database on PostgreSQL;
// scripts/test-all.sh runs it as a suite of its own, on the CI's throwaway cluster when one is handed over.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['bench/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
