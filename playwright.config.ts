import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Workers: E2E_WORKERS, else one per core in CI and one elsewhere (the machine is shared).
 * Each worker has its own server and database (e2e/fixtures.ts), so spec files run side by side;
 * the tests of one file run in order, in one worker (some build on what the previous one did).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? availableParallelism() : 1));

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell (the package chromium-headless-shell, the
 * "old" headless Chromium Playwright itself uses for headless runs), else the full Chromium. The
 * shell ran the same tests in 25% less time than the full browser on this 2-core machine
 * (docs/decisions/039); a run with `--headed` needs the full browser: CHROMIUM_PATH=/usr/bin/chromium.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium';

/**
 * End-to-end tests against a production build on the system Chromium. The global setup builds the
 * app once (E2E_SKIP_BUILD=1 uses the current build) and makes a seeded database template; each
 * worker then starts its own server (server.mjs) on port E2E_PORT (default 3100) + its index,
 * with a copy of the template under E2E_DATA_DIR (default var/e2e) and the test-only route
 * handlers (app/api/test, E2E_TEST_ROUTES=true) that change live data. docs/decisions/038.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // baseURL: the worker's own server (e2e/fixtures.ts).
    // A trace records every action's DOM and a screencast: recorded for every test, it took 40% of
    // the suite's time (docs/decisions/039). In CI a failed test is retried once, with a trace;
    // elsewhere every test records one and keeps it when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site installs a service worker (docs/decisions/018). It would answer requests that
    // page.route() is meant to see; the offline tests allow it for themselves.
    serviceWorkers: 'block',
    // The browser prefers reduced motion: the sponsor banner and the live badge stand still, so an
    // open page costs no CPU between steps (a scrolling banner kept about 8% of a core busy per
    // page, on the two cores the suite shares). Tests of motion ask for it (e2e/home.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  // The phone project first: its one file is among the longest, and a long file started last keeps
  // one worker busy while the others have nothing left to do.
  projects: [
    // The trackside journeys happen on a phone in the pits: a 390 x 844 touch screen.
    { name: 'phone', testMatch: /trackside\.spec\.ts/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
    { name: 'desktop', testIgnore: /trackside\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
});
