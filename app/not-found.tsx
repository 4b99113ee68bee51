import type { Metadata } from 'next';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { AppShell } from '@/components/layout/AppShell';
import { LocaleDocument, localeMetadata, siteName } from '@/components/layout/LocaleDocument';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import type { TLocale } from '@/lib/constants';

/*
 * An address no route matches (/fr/no-such-page): the 404 page in the language of the address
 * (the one proxy.ts negotiated), with the site's menu and footer. It is rendered whole on the
 * server, <html lang> and title included, so a visitor without JavaScript, a screen reader
 * and a search engine all get it in the right language. (A page that calls notFound() itself
 * shows app/[locale]/(main)/not-found.tsx instead.)
 */

async function requestLocale(): Promise<TLocale> {
  return (await getLocale()) as TLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const [metadata, t, name] = await Promise.all([localeMetadata(locale), getTranslations({ locale, namespace: 'NotFound' }), siteName()]);
  return { ...metadata, title: `${t('title')} | ${name}`, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  setRequestLocale(locale);
  return (
    <LocaleDocument locale={locale}>
      <AppShell locale={locale}>
        <NotFoundMessage />
      </AppShell>
    </LocaleDocument>
  );
}
