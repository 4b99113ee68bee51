import { BASE_PATH } from '@/lib/constants';

/** What the gate reads of a detector: the text of each code in a frame. */
export type TDetector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

type TNativeDetectorClass = {
  new (options: { formats: string[] }): TDetector;
  getSupportedFormats(): Promise<string[]>;
};

/**
 * A QR code reader (docs/decisions/054): the browser's own Barcode Detection API where it has one
 * that reads QR codes (Chrome on Android, Safari and Chrome on macOS), else the `barcode-detector`
 * polyfill (ZXing compiled to WebAssembly), loaded here only when the camera is started, with its
 * WebAssembly from the site itself (app/api/organiser/scanner-wasm).
 */
export async function createDetector(): Promise<TDetector> {
  const Native = (globalThis as { BarcodeDetector?: TNativeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('qr_code')) return new Native({ formats: ['qr_code'] });
    } catch {
      // A detector that cannot list its formats: use the polyfill.
    }
  }
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } = await import('barcode-detector/ponyfill');
  // Compiled now, so a refusal (no WebAssembly, the file unreachable) shows at once, not at the first frame.
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? `${BASE_PATH}/api/organiser/scanner-wasm?v=${ZXING_WASM_VERSION}` : `${prefix}${file}`),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
