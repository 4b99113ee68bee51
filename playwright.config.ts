import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_HOST=localhost lets a `next dev` server be the target (dev refuses some 127.0.0.1 requests).
const baseURL = `http://${process.env.E2E_HOST ?? '127.0.0.1'}:${PORT}`;
// Its own database folder (and, with NEXT_DIST_DIR, its own build folder) so two runs can coexist.
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'var/e2e';

/**
 * End-to-end tests against a production build on the system Chromium. The server uses its own
 * embedded database (var/e2e), seeded with the demo data on start, and the test-only route
 * handlers (app/api/test, E2E_TEST_ROUTES=true) that change live data.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site installs a service worker (docs/decisions/018). It would answer requests that
    // page.route() is meant to see; the offline tests allow it for themselves.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [
    { name: 'desktop', testIgnore: /trackside\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // The trackside journeys happen on a phone in the pits: a 390 x 844 touch screen.
    { name: 'phone', testMatch: /trackside\.spec\.ts/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx next build && DATA_DIR=${DATA_DIR} E2E_TEST_ROUTES=true PORT=${PORT} SITE_URL=${baseURL} LISTEN_ADDRESS=127.0.0.1 node server.mjs`,
    url: `${baseURL}/ll`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
