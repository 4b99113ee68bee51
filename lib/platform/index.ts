import 'server-only';
import { getDb } from '../db/client';
import { createEmbeddedPlatform } from './embedded';
import type { PlatformPort } from './port';

/**
 * The racing platform in use. Embedded (the app's database) for now; the LiveLaps HTTP adapter,
 * selected when PLATFORM_API_URL is set, comes in a later change. Pages use this, never an adapter.
 */
let instance: PlatformPort | undefined;

export function getPlatform(): PlatformPort {
  instance ??= createEmbeddedPlatform(getDb);
  return instance;
}

export type * from './port';
