import 'server-only';
import { cache } from 'react';
import { app } from '../app';
import type { ContentPort } from './port';

/**
 * The content service in use: Strapi when CONTENT_URL is set, else the app's database
 * (docs/decisions/003-content-adapters.md), with its in-process cache and its last good answers
 * (lib/content/resilient.ts, docs/decisions/022-content-outage.md); built by lib/app.ts.
 */
export function getContent(): ContentPort {
  return app().content;
}

/** Settings once per request (layout, theme, metadata all read them). */
export const getSettings = cache(() => getContent().getSettings());

export type * from './port';
