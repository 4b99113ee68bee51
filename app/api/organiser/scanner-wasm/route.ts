import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/**
 * GET /ll/api/organiser/scanner-wasm?v={zxing-wasm version}: the QR reader's WebAssembly
 * (zxing-wasm, through the `barcode-detector` polyfill) from the site itself, for gate phones whose
 * browser has no BarcodeDetector (docs/decisions/054): the polyfill would fetch it from a CDN,
 * which the Content-Security-Policy refuses and a gate without a connection cannot reach. The
 * file is the installed package's; the version in the address changes with it, so it is cached
 * for a year.
 */
const WASM_FILE = path.join(process.cwd(), 'node_modules', 'zxing-wasm', 'dist', 'reader', 'zxing_reader.wasm');

export async function GET(): Promise<Response> {
  try {
    const body = await readFile(WASM_FILE);
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': 'application/wasm', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  } catch (error) {
    log.error({ err: error }, 'the QR reader WebAssembly file is missing');
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
}
