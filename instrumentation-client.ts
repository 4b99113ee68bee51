import { configureZodWithoutEval } from '@/lib/validation/zod-browser';

/**
 * Runs in the browser before the app's own code (Next.js `instrumentation-client`), on every page.
 * zod is set up before any page or island builds a schema: no `new Function` probe that the CSP
 * would report (lib/validation/zod-browser.ts).
 */
configureZodWithoutEval();
