import { applicableSteps, type TStepId, type TStoredDraft } from './draft';
import type { TGuardian } from './ExistingAccountStep';
import { isStepComplete } from './step-schemas';

export type TResume = { step: TStepId; passwordsAgain: boolean };

/**
 * Where a stored draft resumes: its step, or the first step before it that still needs something
 * (the passwords are never stored, so `passwordsAgain` says when they must be typed again).
 */
export function resumeOf(stored: TStoredDraft | null, guardian: TGuardian | null): TResume {
  if (!stored) return { step: 'information', passwordsAgain: false };
  const order = applicableSteps(stored.draft);
  const saved = order.includes(stored.step) ? order.indexOf(stored.step) : 0;
  const firstIncomplete = order.findIndex(
    (s, i) => i <= saved && !isStepComplete(s, { draft: stored.draft, guardianEmail: guardian?.email, guardianSignedIn: Boolean(guardian) }),
  );
  const at = firstIncomplete >= 0 ? firstIncomplete : saved;
  const step = order[at] ?? 'information';
  return {
    step: step === 'completed' ? 'confirmation' : step,
    passwordsAgain: (step === 'loginData' || step === 'adultInformation') && at < saved,
  };
}
