'use client';

import { useTranslations } from 'next-intl';
import { validationMessageValues } from '@/lib/validation/participant-rules';
import { SPECTATORS_MAX } from '@/lib/validation/spectator-rules';

/** Values the messages quote ({nameMin}, {passwordMin}, {max}...), unless an answer gives its own. */
const VALUES: Record<string, string | number> = { ...validationMessageValues, max: SPECTATORS_MAX };

/**
 * Translates a stepper message key: `Spectator.errors.<key>` (the seed's catalogue), else
 * `SpectatorUi.errors.<key>`, or a full key such as `ParticipantValidation.participant.email.taken`.
 */
export function useStepMessage(): (key: string, params?: Record<string, string | number>) => string {
  const t = useTranslations();
  return (key, params) => {
    const candidates = /^[A-Z]\w*\./.test(key) ? [key] : [`Spectator.errors.${key}`, `SpectatorUi.errors.${key}`];
    const found = candidates.find((k) => t.has(k));
    return found ? t(found, { ...VALUES, ...params }) : t('SpectatorUi.errors.unexpected');
  };
}
