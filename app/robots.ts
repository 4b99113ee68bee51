import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { BASE_PATH } from '@/lib/constants';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: `${BASE_PATH}/`, disallow: [`${BASE_PATH}/api/`, `${BASE_PATH}/outbox`] },
    sitemap: `${env.SITE_URL}${BASE_PATH}/sitemap.xml`,
  };
}
