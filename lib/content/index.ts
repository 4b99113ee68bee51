import 'server-only';
import { cache } from 'react';
import { BASE_PATH } from '../constants';
import { getDb } from '../db/client';
import { env } from '../env';
import { createEmbeddedContent } from './embedded';
import type { ContentPort } from './port';
import { createStrapiContent } from './strapi';

/**
 * The content service in use. Embedded (the app's database) by default; a Strapi adapter is chosen
 * when CONTENT_URL is set (see docs/decisions/0003-content-adapters.md).
 */
let instance: ContentPort | undefined;

export function getContent(): ContentPort {
  instance ??= env.CONTENT_URL
    ? createStrapiContent({ baseUrl: env.CONTENT_URL, token: env.CONTENT_API_TOKEN })
    : createEmbeddedContent(getDb, { contentHost: BASE_PATH });
  return instance;
}

/** Settings once per request (layout, theme, metadata all read them). */
export const getSettings = cache(() => getContent().getSettings());

export type * from './port';
