import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const TESTS = path.resolve(__dirname, 'tests');

/** The test files under tests/ (not the Strapi test servers' own packages). */
function testFiles(dir = TESTS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(__dirname, file)] : [];
  });
}

/**
 * A file that replaces a module (`vi.mock`, `vi.doMock`) needs a module registry of its own: in a
 * shared one, the modules another file already loaded keep the real import. The other files share
 * their worker's registry, so a module the suite imports 100 times is loaded about once a worker
 * (docs/decisions/042). A new `vi.mock` moves its file to the isolated project by itself.
 */
const MOCKS = /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/;
const files = testFiles();
const isolated = files.filter((file) => MOCKS.test(readFileSync(file, 'utf8')));
const shared = files.filter((file) => !isolated.includes(file));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(__dirname) },
      // The real package throws outside React Server Components; tests import server modules directly.
      { find: 'server-only', replacement: path.resolve(__dirname, 'tests/setup/empty.ts') },
      // Next's module with the router hooks answered by the test (tests/setup/navigation.ts).
      { find: /^next\/navigation$/, replacement: path.resolve(__dirname, 'tests/setup/navigation.ts') },
    ],
  },
  test: {
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
    projects: [
      // One after the other (groupOrder), each with one file per core.
      { extends: true, test: { name: 'shared', include: shared, isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true, sequence: { groupOrder: 1 } } },
    ],
  },
});
