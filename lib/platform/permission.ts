import 'server-only';
import { getPlatform } from './index';
import { permissionOf } from './available';
import type { TPermissionCheck } from './port';

/**
 * The platform's answer to a permission question, from the platform in use: a refusal or an error
 * of the check is "no" (logged); the platform being down is thrown (`permissionOf`,
 * lib/platform/available.ts).
 */
export async function askPermission(check: TPermissionCheck): Promise<boolean> {
  return permissionOf(getPlatform(), check);
}
