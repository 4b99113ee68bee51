'use client';

import dynamic from 'next/dynamic';
import styles from './waiver.module.css';

/**
 * The signature pad and the selfie camera, loaded only when a waiver form shows them: signature_pad
 * and react-webcam stay out of the page's first JavaScript.
 */
export const LazySignaturePad = dynamic(() => import('./SignaturePad').then((m) => m.SignaturePad), {
  ssr: false,
  loading: () => <span className={styles.skeletonPad} data-testid="signature-loading" />,
});

export const LazySelfieCapture = dynamic(() => import('./SelfieCapture').then((m) => m.SelfieCapture), {
  ssr: false,
  loading: () => <span className={styles.skeletonCamera} data-testid="selfie-loading" />,
});
