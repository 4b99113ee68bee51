'use server';

import { z } from 'zod';
import { addFamilyMember, updateFamilyMember, type TFamilyResult } from '@/lib/accounts/family';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { env } from '@/lib/env';
import { parseActionArgs } from '@/lib/server/action-args';
import { familyDeps } from '@/lib/accounts/services';

/**
 * Server actions of the family members forms. The guardian is always the session's account; the
 * service checks the guardianship of the minor on every change.
 */
export type TFamilyActionResult = (TFamilyResult & { supportEmail?: string }) | { ok: false; formError: 'signedOut' };

/** The form's values: an object (checked field by field by the service). */
const ZMemberInputSchema = z.record(z.string(), z.unknown());

function withSupport(result: TFamilyResult): TFamilyActionResult {
  return !result.ok && result.formError === 'duplicate' ? { ...result, supportEmail: env.SUPPORT_EMAIL } : result;
}

export async function addFamilyMemberAction(input: unknown): Promise<TFamilyActionResult> {
  if (!parseActionArgs(z.tuple([ZMemberInputSchema]).rest(z.unknown()), [input])) return { ok: false, formError: 'invalid' };
  const viewer = await getCurrentAccount();
  if (!viewer) return { ok: false, formError: 'signedOut' };
  return withSupport(await addFamilyMember(await familyDeps(), { guardianId: viewer.id, input }));
}

export async function updateFamilyMemberAction(minorId: unknown, input: unknown): Promise<TFamilyActionResult> {
  if (!parseActionArgs(z.tuple([z.unknown(), ZMemberInputSchema]).rest(z.unknown()), [minorId, input])) return { ok: false, formError: 'invalid' };
  const viewer = await getCurrentAccount();
  if (!viewer) return { ok: false, formError: 'signedOut' };
  if (typeof minorId !== 'number' || !Number.isSafeInteger(minorId) || minorId <= 0) return { ok: false, formError: 'notFound' };
  return withSupport(await updateFamilyMember(await familyDeps(), { guardianId: viewer.id, minorId, input }));
}
