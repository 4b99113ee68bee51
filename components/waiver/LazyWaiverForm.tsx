'use client';

import dynamic from 'next/dynamic';

/**
 * The waiver form as its own chunk: rendered on the server as before (its HTML is in the page),
 * but its code (the form, its checks, the pad and camera loaders) is loaded only by a page that
 * shows a form. A page that merely can show one (the ticket purchase before its waiver step)
 * ships this small wrapper, not the form.
 */
export const LazyWaiverForm = dynamic(() => import('./WaiverForm').then((m) => m.WaiverForm));
