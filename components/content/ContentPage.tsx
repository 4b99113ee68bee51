import type { ReactNode } from 'react';
import { PageBody, PageHeader, type TCrumb } from '@/components/layout/PageHeader';
import { ContentUnavailable } from './ContentUnavailable';

/** A content page (news, rules, FAQs, documents, sponsors, simple pages): its header, then its body. */
export function ContentPage({ title, crumbs, children }: { title: string; crumbs?: TCrumb[]; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <PageBody>{children}</PageBody>
    </>
  );
}

/** The same page when its content could not be read (lib/content/page.ts): the notice, with a link to try again. */
export function ContentPageUnavailable({ title, retryHref }: { title: string; retryHref: string }) {
  return (
    <ContentPage title={title}>
      <ContentUnavailable retryHref={retryHref} />
    </ContentPage>
  );
}
