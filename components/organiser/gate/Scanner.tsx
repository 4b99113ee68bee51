'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TDetector } from './barcode';
import styles from './gate.module.css';

type TScannerState = 'starting' | 'scanning' | 'noCamera' | 'unsupported';

/** Frames read per second: enough for a code held up to the phone, light on its battery. */
const READ_EVERY_MS = 200;
/** The same code read again within this time is the same scan (a code stays in view a while). */
const SAME_CODE_MS = 5000;

/**
 * The gate's camera (docs/decisions/054): the back camera's picture, read for QR codes a few times
 * a second; each new code is handed to `onCode`, which checks the party in through the same path
 * as a typed code. Loaded with its reader only when the gate person starts it; the camera stops
 * when it closes.
 */
export default function Scanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const t = useTranslations('OrganiserGate.scan');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<TScannerState>('starting');
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { text: '', at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch {
        if (!stopped) setState('noCamera');
        return;
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      let detector: TDetector;
      try {
        detector = await (await import('./barcode')).createDetector();
      } catch {
        if (!stopped) setState('unsupported');
        return;
      }
      if (stopped) return;
      setState('scanning');
      const read = async () => {
        if (stopped || !video.current) return;
        try {
          if (video.current.readyState >= 2) {
            for (const code of await detector.detect(video.current)) {
              const now = Date.now();
              if (!code.rawValue || (code.rawValue === last.text && now - last.at < SAME_CODE_MS)) continue;
              last.text = code.rawValue;
              last.at = now;
              handler.current(code.rawValue);
            }
          }
        } catch {
          // A frame that could not be read: the next one will.
        }
        if (!stopped) timer = setTimeout(read, READ_EVERY_MS);
      };
      void read();
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={styles.scanner} data-testid="gate-scanner" data-state={state}>
      <video ref={video} className={styles.video} muted playsInline aria-label={t('video')} />
      <p role="status" className={state === 'noCamera' || state === 'unsupported' ? styles.scanProblem : styles.scanStatus} data-testid="gate-scanner-status">
        {t(state)}
      </p>
      <button type="button" className={styles.secondaryButton} onClick={onClose} data-testid="gate-scanner-stop">
        {t('stop')}
      </button>
    </div>
  );
}
