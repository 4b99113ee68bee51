'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { registerParticipant, signInGuardian, type TGuardianSignInResult, type TRegistrationResult } from '@/lib/accounts/registration';
import { parseActionArgs } from '@/lib/server/action-args';
import { clientIp } from '@/lib/server/request';

/** The stepper's values: an object (checked field by field by the service). */
const ZInputArgsSchema = z.tuple([z.record(z.string(), z.unknown())]).rest(z.unknown());

/**
 * Server actions of the participant registration stepper. The service validates again with the
 * shared schema; answers carry message keys (ParticipantValidation, Registration.errors).
 */
export async function submitRegistrationAction(input: unknown): Promise<TRegistrationResult> {
  if (!parseActionArgs(ZInputArgsSchema, [input])) return { ok: false, formError: 'invalid' };
  return registerParticipant(input, { locale: await getLocale(), ip: await clientIp() });
}

/** Existing Account step: the minor's parent or guardian signs in. */
export async function signInGuardianAction(input: unknown): Promise<TGuardianSignInResult> {
  if (!parseActionArgs(ZInputArgsSchema, [input])) return { ok: false, formError: 'failed' };
  return signInGuardian(input, { ip: await clientIp() });
}
