import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The checks of `npm run test:cluster` (scripts/test-cluster.mjs starts what they check: several
 * app servers behind nginx). One file at a time, in order; never part of the unit run.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      'server-only': path.resolve(__dirname, 'tests/setup/empty.ts'),
    },
  },
  test: {
    include: ['tests/cluster/**/*.check.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
