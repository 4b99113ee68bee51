import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { PageBody, PageHeader, type TCrumb } from '@/components/layout/PageHeader';
import { ServiceNotice } from '@/components/layout/ServiceNotice';
import { requestHref } from '@/lib/http/request-page';
import { log } from '@/lib/log';
import { isPlatformDown, isPlatformNotAvailable, type TPlatformFailure } from '@/lib/platform/available';
import { markServiceUnavailable } from '@/server/response-status.mjs';
import { PlatformUnavailable, PlatformUnavailablePage } from './PlatformUnavailable';

/**
 * What pages show when the racing platform (LiveLaps) is down or answers junk (docs/decisions/024,
 * "When LiveLaps fails"): the last good data with a line saying it is "as of" when it was received
 * (StaleDataNotice.tsx, in every PageBody), or, with nothing kept, a translated "results service
 * unavailable" notice inside the shell, and the document answers 503 with Retry-After
 * (PlatformDown marks the request as it renders: server/response-status.mjs). Plain HTML, no
 * client JavaScript. The embedded platform never fails this way, so its pages never show these.
 */

/** "Results service unavailable": the platform is not answering and nothing is kept. Marks the answer 503. */
export async function PlatformDown({ heading = 'h2' }: { heading?: 'h2' | 'h3' }) {
  markServiceUnavailable();
  const t = await getTranslations('PlatformOutage');
  const retryHref = await requestHref();
  return (
    <ServiceNotice
      id="platform-down-title"
      testId="platform-down"
      heading={heading}
      title={t('title')}
      description={t('description')}
      action={
        // A plain link: a full load of the same address, whose status says whether it is back.
        <a href={retryHref} className={button.contained}>
          {t('retry')}
        </a>
      }
    />
  );
}

/** A whole page the platform could not give: its header, then the notice (no "as of" line: there is nothing to date). */
export async function PlatformDownPage({ title, crumbs }: { title: string; crumbs?: TCrumb[] }) {
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <PageBody staleNotice={false}>
        <PlatformDown />
      </PageBody>
    </>
  );
}

/** The notice for a read that gave nothing (lib/platform/available.ts `readIfAvailable`). */
export async function PlatformFailure({ reason, heading }: { reason: TPlatformFailure; heading?: 'h2' | 'h3' }) {
  return reason === 'down' ? <PlatformDown heading={heading} /> : <PlatformUnavailable heading={heading} />;
}

/** A whole page for a read that gave nothing. */
export async function PlatformFailurePage({ reason, title, crumbs }: { reason: TPlatformFailure; title: string; crumbs?: TCrumb[] }) {
  return reason === 'down' ? <PlatformDownPage title={title} crumbs={crumbs} /> : <PlatformUnavailablePage title={title} crumbs={crumbs} />;
}

/** Why a failure is a platform state, or undefined for any other failure (rethrown as it was). */
function platformFailureOf(error: unknown): TPlatformFailure | undefined {
  if (isPlatformDown(error)) return 'down';
  if (isPlatformNotAvailable(error)) return 'notAvailable';
  return undefined;
}

/**
 * A page that reads the racing platform: when a read the page function makes fails because the
 * platform is down (nothing kept) or does not offer it, the page is its header (`titleKey`, a
 * message key such as `Events.title`) and the matching notice, in the shell, 503 or 501, instead
 * of a 500. Other failures, notFound() and redirect() go through untouched.
 */
export function withPlatformOutage<P>(page: (props: P) => Promise<ReactNode>, titleKey: string) {
  return async function PlatformPage(props: P): Promise<ReactNode> {
    try {
      return await page(props);
    } catch (error) {
      const reason = platformFailureOf(error);
      if (!reason) throw error;
      if (reason === 'down') log.error({ err: error, page: titleKey }, 'racing platform unavailable: nothing to show');
      const t = await getTranslations();
      return <PlatformFailurePage reason={reason} title={t(titleKey as never)} />;
    }
  };
}

/** The same for a part of a page that reads the platform itself (a tab, a section): the notice in its place. */
export function withPlatformOutageSection<P>(section: (props: P) => Promise<ReactNode>) {
  return async function PlatformSection(props: P): Promise<ReactNode> {
    try {
      return await section(props);
    } catch (error) {
      const reason = platformFailureOf(error);
      if (!reason) throw error;
      if (reason === 'down') log.error({ err: error }, 'racing platform unavailable: nothing to show in this section');
      return <PlatformFailure reason={reason} />;
    }
  };
}
