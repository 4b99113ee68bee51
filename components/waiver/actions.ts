'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { log } from '@/lib/log';
import { parseActionArgs, ZActionTokenSchema } from '@/lib/server/action-args';
import { clientIp } from '@/lib/server/request';
import { rejectWaiver, signWaiver, type TWaiverResult } from '@/lib/spectators';
import type { TWaiverActionResult, TWaiverField } from './types';

const FIELDS: readonly TWaiverField[] = ['boxes', 'esignConsent', 'certify', 'signature', 'selfie'];

async function signContext() {
  return { ip: (await clientIp()) ?? null, userAgent: (await headers()).get('user-agent'), locale: await getLocale() };
}

/** The service's answer for the form: the first message key of each field (`Waiver.errors`). */
function toActionResult(result: TWaiverResult): TWaiverActionResult {
  if (result.ok) return result.copyToken ? { ok: true, copyToken: result.copyToken } : { ok: true };
  const fieldErrors: Partial<Record<TWaiverField, string>> = {};
  for (const field of FIELDS) {
    const first = result.fieldErrors?.[field]?.[0];
    if (first) fieldErrors[field] = first;
  }
  return { ok: false, error: result.error, fieldErrors };
}

/**
 * Sign the waiver of a document UUID (the page binds the UUID). The service checks everything
 * again: who may sign, every box against the version shown, the images by content.
 */
export async function signWaiverAction(uuid: string, input: unknown): Promise<TWaiverActionResult> {
  const args = parseActionArgs(z.tuple([ZActionTokenSchema, z.record(z.string(), z.unknown())]).rest(z.unknown()), [uuid, input]);
  if (!args) return { ok: false, error: 'failed' };
  const data = args[1];
  try {
    const account = await getCurrentAccount();
    const result = await signWaiver({
      uuid: String(uuid),
      viewer: account ? { id: account.id, role: account.role } : null,
      input: {
        boxes: data.boxes,
        esignConsent: data.esignConsent,
        certify: data.certify,
        signature: data.signature,
        selfie: typeof data.selfie === 'string' ? data.selfie : null,
      },
      context: await signContext(),
    });
    return toActionResult(result);
  } catch (error) {
    log.error({ err: error }, 'waiver signing failed');
    return { ok: false, error: 'failed' };
  }
}

/** Refuse to sign: the waiver becomes rejected, for good (recorded like a signature). */
export async function rejectWaiverAction(uuid: string): Promise<TWaiverActionResult> {
  if (!parseActionArgs(z.tuple([ZActionTokenSchema]), [uuid])) return { ok: false, error: 'failed' };
  try {
    const account = await getCurrentAccount();
    const result = await rejectWaiver({
      uuid: String(uuid),
      viewer: account ? { id: account.id, role: account.role } : null,
      context: await signContext(),
    });
    return toActionResult(result);
  } catch (error) {
    log.error({ err: error }, 'waiver rejection failed');
    return { ok: false, error: 'failed' };
  }
}
