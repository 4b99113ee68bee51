'use server';

import { getLocale } from 'next-intl/server';
import { registerParticipant, signInGuardian, type TGuardianSignInResult, type TRegistrationResult } from '@/lib/accounts/registration';
import type { TLocale } from '@/lib/constants';
import { clientIp } from '@/lib/server/request';

/**
 * Server actions of the participant registration stepper. The service validates again with the
 * shared schema; answers carry message keys (ParticipantValidation, Registration.errors).
 */
export async function submitRegistrationAction(input: unknown): Promise<TRegistrationResult> {
  return registerParticipant(input, { locale: (await getLocale()) as TLocale, ip: await clientIp() });
}

/** Existing Account step: the minor's parent or guardian signs in. */
export async function signInGuardianAction(input: unknown): Promise<TGuardianSignInResult> {
  return signInGuardian(input, { ip: await clientIp() });
}
