import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeLivelaps, type TFakeLivelaps } from './livelaps';

/**
 * The fake LiveLaps for one test file: started before its tests, reset (overrides, junk, request
 * log) before each, closed after them. Axios honours HTTP(S)_PROXY, so loopback is exempted for
 * the file: nothing leaves this machine.
 */
export function fakeLivelapsPerFile(): { readonly fake: TFakeLivelaps } {
  const saved = { NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };
  let fake: TFakeLivelaps | undefined;
  beforeAll(async () => {
    process.env.NO_PROXY = '127.0.0.1,localhost';
    process.env.no_proxy = '127.0.0.1,localhost';
    fake = await startFakeLivelaps();
  });
  afterAll(async () => {
    await fake?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  beforeEach(() => fake?.reset());
  return {
    get fake() {
      if (!fake) throw new Error('the fake LiveLaps is not started yet');
      return fake;
    },
  };
}
