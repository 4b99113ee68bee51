'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Webcam from 'react-webcam';
import { Alert } from '@/components/forms/Alert';
import buttons from '@/components/layout/button.module.css';
import styles from './waiver.module.css';

export type TSelfieCaptureProps = {
  /** The selfie as a JPEG data URL, or null when there is none (yet, or after "retake"). */
  onChange: (dataUrl: string | null) => void;
  /** Translated error shown under the capture (e.g. "take a selfie"). */
  error?: string;
  disabled?: boolean;
};

type TCameraProblem = 'denied' | 'unavailable';
type TState = { kind: 'off' } | { kind: 'starting' } | { kind: 'live' } | { kind: 'refused'; problem: TCameraProblem } | { kind: 'captured'; dataUrl: string };

/** No camera at all (or no camera API) versus a camera the browser would not open (permission). */
export function cameraProblemOf(error: string | DOMException | unknown): TCameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : String(error);
  return /NotFoundError|DevicesNotFoundError|OverconstrainedError|not supported/i.test(name) ? 'unavailable' : 'denied';
}

const VIDEO = { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } } as const;
/** JPEG quality of the capture; the server re-encodes it without metadata anyway. */
const JPEG_QUALITY = 0.85;

/**
 * The selfie of a waiver (react-webcam). The camera starts only when the signer asks for it, so
 * the browser's permission prompt follows a click. A refused camera shows the seed's "cannot load
 * webcam, check browser permission", a missing one says so, both with a way to try again; a capture
 * shows the preview with "retake".
 */
/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame can be drawn. */
const HAVE_CURRENT_DATA = 2;

export function SelfieCapture({ onChange, error, disabled = false }: TSelfieCaptureProps) {
  const t = useTranslations('WaiverUi.selfie');
  const tw = useTranslations('Waiver.webcam');
  const webcamRef = useRef<Webcam>(null);
  const [state, setState] = useState<TState>({ kind: 'off' });
  const errorId = useId();

  const start = () => setState({ kind: 'starting' });

  const capture = useCallback(() => {
    const dataUrl = webcamRef.current?.getScreenshot() ?? null;
    if (!dataUrl) return;
    setState({ kind: 'captured', dataUrl });
    onChange(dataUrl);
  }, [onChange]);

  // The stream can arrive before its first frame: "take the photo" waits for a frame to take.
  const onUserMedia = () => {
    const video = webcamRef.current?.video;
    const toLive = () => setState((current) => (current.kind === 'starting' ? { kind: 'live' } : current));
    if (!video || (video.readyState >= HAVE_CURRENT_DATA && video.videoWidth > 0)) toLive();
    else video.addEventListener('loadeddata', toLive, { once: true });
  };

  const retake = () => {
    onChange(null);
    setState({ kind: 'starting' });
  };

  const cameraOn = state.kind === 'starting' || state.kind === 'live';

  return (
    <div data-testid="selfie" data-state={state.kind}>
      <p className={`${styles.body2} ${styles.gap1}`}>{t('intro')}</p>

      {state.kind === 'refused' ? (
        <Alert severity="error" role="alert" className={styles.gap1} data-testid="selfie-camera-error">
          {tw(state.problem)}
        </Alert>
      ) : null}

      {cameraOn ? (
        <div className={styles.camera}>
          <Webcam
            ref={webcamRef}
            audio={false}
            mirrored
            screenshotFormat="image/jpeg"
            screenshotQuality={JPEG_QUALITY}
            forceScreenshotSourceSize
            videoConstraints={VIDEO}
            onUserMedia={onUserMedia}
            onUserMediaError={(e) => setState({ kind: 'refused', problem: cameraProblemOf(e) })}
            aria-label={t('videoLabel')}
            data-testid="selfie-video"
            className={styles.video}
          />
        </div>
      ) : null}

      {state.kind === 'captured' ? (
        // A data URL preview: next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={state.dataUrl} alt={t('previewAlt')} data-testid="selfie-preview" className={styles.preview} />
      ) : null}

      <div className={styles.buttons}>
        {state.kind === 'off' ? (
          <button type="button" className={buttons.outlined} onClick={start} disabled={disabled} data-testid="selfie-start">
            {t('start')}
          </button>
        ) : null}
        {state.kind === 'refused' ? (
          <button type="button" className={buttons.outlined} onClick={start} disabled={disabled} data-testid="selfie-retry">
            {t('retry')}
          </button>
        ) : null}
        {cameraOn ? (
          <button type="button" className={buttons.contained} onClick={capture} disabled={disabled || state.kind !== 'live'} data-testid="selfie-capture">
            {state.kind === 'live' ? t('capture') : t('starting')}
          </button>
        ) : null}
        {state.kind === 'captured' ? (
          <button type="button" className={buttons.outlined} onClick={retake} disabled={disabled} data-testid="selfie-retake">
            {t('retake')}
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {state.kind === 'captured' ? t('statusCaptured') : state.kind === 'live' ? t('statusLive') : ''}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} data-testid="selfie-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
