'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type SignaturePadLib from 'signature_pad';
import buttons from '@/components/layout/button.module.css';
import styles from './waiver.module.css';

export type TSignaturePadProps = {
  /** The signature as a PNG data URL, or null when the pad is empty. */
  onChange: (dataUrl: string | null) => void;
  /** Translated error shown under the pad (e.g. "sign first"). */
  error?: string;
  disabled?: boolean;
  /** Prefix of the data-testids (signature-pad, signature-undo, signature-clear). */
  testId?: string;
};

const PEN = { penColor: 'rgb(0, 0, 64)', backgroundColor: 'rgb(255, 255, 255)', minWidth: 0.8, maxWidth: 2.6 } as const;
/** The canvas's CSS height (waiver.module.css `.canvas`). */
const PAD_HEIGHT = 180;

/**
 * The signature, drawn with a mouse, a finger or a stylus (signature_pad, loaded when the pad is
 * shown). The canvas is sized to its box times the device pixel ratio, so lines stay sharp on
 * high-DPI screens, and is redrawn from the stroke data when it resizes, so nothing is lost.
 * Each finished stroke exports the whole signature as a PNG data URL; undo removes the last stroke.
 * Drawing needs a pointer: the note under the pad tells keyboard and screen-reader users what to do.
 */
export function SignaturePad({ onChange, error, disabled = false, testId = 'signature' }: TSignaturePadProps) {
  const t = useTranslations('WaiverUi.signature');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  /** Read when the pad is made: a pad that arrives while the form is disabled starts switched off. */
  const disabledRef = useRef(disabled);
  const [ready, setReady] = useState(false);
  const [strokes, setStrokes] = useState(0);
  const [failed, setFailed] = useState(false);
  const noteId = useId();
  const errorId = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const publish = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    setStrokes(pad.toData().length);
    onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    let lastWidth = 0;

    const resize = () => {
      const pad = padRef.current;
      const width = canvas.offsetWidth;
      if (!pad || width === 0 || width === lastWidth) return;
      lastWidth = width;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      // Changing the size clears the canvas: scale the context, then redraw the strokes.
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(PAD_HEIGHT * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (data.length > 0) pad.fromData(data);
    };

    import('signature_pad')
      .then(({ default: SignaturePadClass }) => {
        if (cancelled) return;
        const pad = new SignaturePadClass(canvas, PEN);
        if (disabledRef.current) pad.off();
        padRef.current = pad;
        pad.addEventListener('endStroke', publish);
        resize();
        observer = new ResizeObserver(resize);
        observer.observe(canvas);
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });

    return () => {
      cancelled = true;
      observer?.disconnect();
      const pad = padRef.current;
      if (pad) {
        pad.removeEventListener('endStroke', publish);
        pad.off();
      }
      padRef.current = null;
    };
  }, [publish]);

  useEffect(() => {
    disabledRef.current = disabled;
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled, ready]);

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.clear();
    if (data.length > 0) pad.fromData(data);
    publish();
  };

  const clear = () => {
    padRef.current?.clear();
    publish();
  };

  const describedBy = [noteId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div>
      <div className={`${styles.pad} ${error ? styles.padInvalid : ''}`}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={strokes > 0 ? t('labelSigned') : t('labelEmpty')}
          aria-describedby={describedBy}
          className={styles.canvas}
          data-disabled={disabled ? 'true' : undefined}
          data-testid={`${testId}-pad`}
          data-ready={ready ? 'true' : 'false'}
          data-empty={strokes > 0 ? 'false' : 'true'}
        />
        <div aria-hidden="true" className={styles.line} />
        {strokes === 0 ? (
          <p aria-hidden="true" className={styles.placeholder}>
            {t('placeholder')}
          </p>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <button type="button" className={`${buttons.outlined} ${buttons.small}`} onClick={undo} disabled={disabled || !ready || strokes === 0} data-testid={`${testId}-undo`}>
          {t('undo')}
        </button>
        <button type="button" className={`${buttons.outlined} ${buttons.small}`} onClick={clear} disabled={disabled || !ready || strokes === 0} data-testid={`${testId}-clear`}>
          {t('clear')}
        </button>
      </div>
      <p id={noteId} className={`${styles.body2} ${styles.muted} ${styles.top1}`}>
        {t('note')}
      </p>
      <div role="status" aria-live="polite" className="visually-hidden">
        {ready ? (strokes > 0 ? t('statusSigned') : t('statusEmpty')) : ''}
      </div>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
