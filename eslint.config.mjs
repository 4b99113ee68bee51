import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';

/**
 * The embedded racing platform's tables (lib/db/schema/platform.ts). Only the embedded adapter
 * (lib/platform/embedded/), the database's own code (lib/db/: schema, migrations), the demo data
 * (lib/demo/) and tests that arrange its data may import them: everything else reads events,
 * riders and the rest through the platform port, so that it works the same on LiveLaps (DESIGN.md,
 * decision 025).
 * tests/lint/platform-tables.test.ts checks that this list names every table of platform.ts.
 */
export const PLATFORM_TABLES = [
  'organizations', 'promoters', 'pointsScales', 'classGroups', 'classes', 'brands', 'teams', 'series', 'events',
  'eventSeries', 'eventClasses', 'races', 'riders', 'entries', 'laps', 'sections', 'checkpoints', 'checkpointPasses',
  'registrations',
];
const PLATFORM_TABLES_MESSAGE =
  'The embedded platform\'s tables are read only in lib/platform/embedded/: use the platform port (lib/platform) and refer to platform records by id (docs/decisions/025).';

const LINK_MESSAGE =
  'Links come from @/i18n/navigation: its Link keeps the language and prefetches when the visitor reaches for it, not when it scrolls into view (docs/decisions/041).';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { drizzle },
    rules: {
      // An update or delete without `where` touches every row: refuse it.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: [
      'lib/platform/embedded/**',
      'lib/db/**',
      'lib/demo/**',
      'tests/**',
      'e2e/**',
      // Test-only route (E2E_TEST_ROUTES) that records laps into the embedded platform's timing.
      'app/api/test/laps/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/db/schema/platform', message: PLATFORM_TABLES_MESSAGE },
            { name: '@/lib/db/schema', importNames: PLATFORM_TABLES, message: PLATFORM_TABLES_MESSAGE },
            { name: 'next/link', message: LINK_MESSAGE },
            { name: '@/i18n/navigation-base', message: LINK_MESSAGE },
          ],
          // The same by a relative path (`../db/schema`, `../../db/schema/platform`).
          patterns: [
            { regex: '^\\.{1,2}/(\\.\\./)*(lib/)?db/schema/platform$', message: PLATFORM_TABLES_MESSAGE },
            { regex: '^\\.{1,2}/(\\.\\./)*(lib/)?db/schema(/index)?$', importNames: PLATFORM_TABLES, message: PLATFORM_TABLES_MESSAGE },
          ],
        },
      ],
    },
  },
  { ignores: ['.next/**', '.next-*/**', 'var*/**', 'node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/db/migrations/**'] },
];

export default config;
