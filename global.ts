import type { routing } from '@/i18n/routing';

/**
 * next-intl's types know the site's languages: `useLocale()`, `getLocale()` and every `locale`
 * next-intl takes are a `TLocale`, never a bare string (pages get theirs from `pageLocale`).
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
  }
}
