'use client';

import dynamic from 'next/dynamic';
import Skeleton from '@mui/material/Skeleton';

/**
 * The signature pad and the selfie camera, loaded only when a waiver form shows them: signature_pad
 * and react-webcam stay out of the page's first JavaScript.
 */
export const LazySignaturePad = dynamic(() => import('./SignaturePad').then((m) => m.SignaturePad), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={180} data-testid="signature-loading" />,
});

export const LazySelfieCapture = dynamic(() => import('./SelfieCapture').then((m) => m.SelfieCapture), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={48} width={200} data-testid="selfie-loading" />,
});
