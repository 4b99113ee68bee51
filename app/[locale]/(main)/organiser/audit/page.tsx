import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { formatDate } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { changedFields, readAudit } from '@/lib/organiser/audit';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Organiser' });
  return { title: t('audit.title'), robots: { index: false } };
}

/**
 * /organiser/audit: every change in the organiser area on the account's organisations and
 * promoters, newest first, with what each field was before and after (decision 052).
 */
export default async function OrganiserAuditPage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const organiser = await requireOrganiser(locale, '/organiser/audit');
  const query = await searchParams;
  const t = await getTranslations('Organiser');
  const before = parseId(firstParam(query.before));
  const { rows, more } = await readAudit(await getDb(), organiser.scope, { before: before ?? undefined });
  const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  return (
    <>
      <PageHeader title={t('audit.title')} crumbs={[{ label: t('title'), href: '/organiser' }, { label: t('audit.title') }]} />
      <PageBody>
        <OrganiserNav current="audit" organises={organiser.scope.organizationIds.length > 0} />
        {rows.length === 0 ? (
          <p data-testid="audit-none">{t('audit.none')}</p>
        ) : (
          <div className={styles.tableBox}>
            <table className={styles.table} data-testid="audit">
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.what')}</th>
                  <th scope="col">{t('audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="audit-row" data-action={row.action}>
                    <td>{formatDate(row.at, locale, 'dateTime')}</td>
                    <td>{row.actorAccountId === null ? t('audit.commandLine') : row.actorName}</td>
                    <td>
                      {t.has(`audit.actions.${row.action.replaceAll('.', '_')}`) ? t(`audit.actions.${row.action.replaceAll('.', '_')}` as 'audit.actions.role_grant') : row.action}
                      <br />
                      <span className={styles.hint}>{row.subject}</span>
                    </td>
                    <td>
                      <dl className={styles.diff}>
                        {changedFields(row.before, row.after).map((field) => (
                          <div key={field.name}>
                            <dt>{field.name}</dt>
                            <dd>
                              {show(field.before)} → {show(field.after)}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {more && (
          <p className={styles.links}>
            <Link href={`/organiser/audit?before=${rows.at(-1)!.id}`} data-testid="audit-older">
              {t('audit.older')}
            </Link>
          </p>
        )}
      </PageBody>
    </>
  );
}
