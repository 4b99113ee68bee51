import { useEffect, useRef } from 'react';
import type { TStepId } from './draft';
import type { TAlert } from './RegistrationAlert';

/**
 * Where focus goes in the stepper. After a move to another step, to the new step's heading (so
 * keyboard and screen-reader users start there); after an answer that stays on the step (a
 * possible duplicate account on Confirmation), to its alert, brought into view above the long
 * summary. `moved()` and `revealAlert()` say which happened.
 */
export function useStepFocus(step: TStepId, alert: TAlert | null) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);
  const reveal = useRef(false);

  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    const el = alertRef.current;
    if (!alert || !el || !reveal.current) return;
    reveal.current = false;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [alert]);

  return {
    headingRef,
    alertRef,
    moved: () => {
      hasMoved.current = true;
    },
    revealAlert: () => {
      reveal.current = true;
    },
  };
}
