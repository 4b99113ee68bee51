'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/useHydrated';
import styles from './ScriptGate.module.css';

const InsideGate = createContext(false);

/**
 * Wraps a form that needs JavaScript (steppers, the waiver): until the page has hydrated its
 * controls are disabled and a "loading" note says so (a tap before then would be lost); with
 * JavaScript off, a <noscript> notice says the form needs it. The texts come translated from the
 * server (`Forms.loading`, `Forms.needsJavaScript`). A gate inside another gate adds nothing.
 * The loading note lies over the top of the form rather than above it, so that the form does not
 * move up when it goes (no layout shift: Lighthouse counted 0.03 to 0.08 on the form pages).
 */
export function ScriptGate({ loading, noScript, children }: { loading: string; noScript: string; children: ReactNode }) {
  const inside = useContext(InsideGate);
  const ready = useHydrated();
  if (inside) return children;
  return (
    <InsideGate value>
      <noscript>
        <p className={`${styles.note} ${styles.noScript}`} data-testid="needs-javascript">
          {noScript}
        </p>
      </noscript>
      <div className={styles.area}>
        {ready ? null : (
          <p className={`${styles.note} ${styles.loading}`} role="status" data-testid="form-loading">
            {loading}
          </p>
        )}
        <fieldset className={styles.gate} disabled={!ready} aria-busy={!ready} data-testid="script-gate" data-ready={ready ? 'true' : 'false'}>
          {children}
        </fieldset>
      </div>
    </InsideGate>
  );
}
