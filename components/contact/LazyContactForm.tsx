'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form as its own chunk: rendered on the server as before (its HTML is in the page,
 * so it works before its script arrives), but its code (the form, zod and its schema) is loaded
 * only by a page that shows it. An organisation's pages are one route whose sections all import
 * the contact section; without this, every section shipped the form.
 */
export const LazyContactForm = dynamic(() => import('./ContactForm').then((m) => m.ContactForm));
