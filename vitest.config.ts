import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // The real package throws outside React Server Components; tests import server modules directly.
      'server-only': path.resolve(__dirname, 'tests/setup/empty.ts'),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/setup.ts'],
    // A folder for the run's database templates (tests/setup/db.ts).
    globalSetup: ['tests/setup/db-templates.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads: the same suite kept the machine busy 225 and 229 CPU-s against 246 and 240
    // in child processes (docs/decisions/040).
    pool: 'threads',
    // One test file per core. Vitest's default (cores - 1) ran one file at a time on a 2-core
    // machine: 240 s for the unit suite instead of 125 s (docs/decisions/039).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    // next-intl imports 'next/navigation' without an extension: let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
});
