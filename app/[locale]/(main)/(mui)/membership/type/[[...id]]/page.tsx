import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { BecomeMember } from '@/components/memberships/BecomeMember';
import { BuyMembership } from '@/components/memberships/BuyMembership';
import { MembershipTypeCard } from '@/components/memberships/MembershipTypeCard';
import { PlatformFailurePage } from '@/components/platform/PlatformOutage';
import { NextLink } from '@/components/ui/NextLink';
import { menuTitle } from '@/lib/content/titles';
import { loadDefaults } from '@/lib/content/defaults';
import { loadMembershipTypes, singleEventNames } from '@/lib/organizations/data';
import { readIfAvailable } from '@/lib/platform/available';
import { parseId } from '@/lib/validation/params';
import { optionalIdOr404 } from '@/lib/http/route-params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<{ error?: string | string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  const id = segments?.length === 1 ? parseId(segments[0]) : null;
  if (id === null) return { title: await menuTitle(locale, '/membership/type', t('types.title')) };
  const types = await loadMembershipTypes(locale).catch(() => []);
  return { title: types.find((type) => type.id === id)?.name ?? t('types.title') };
}

/**
 * /membership/type/{id?}: the membership types on sale with ranges, fees and validity; with an id,
 * one type and its purchase form (`?error=` a MembershipBuy.errors key after a refused purchase).
 */
export default async function MembershipTypePage({ params, searchParams }: TProps) {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const id = optionalIdOr404(segments);
  const t = await getTranslations('Memberships');

  if (id === null) {
    const { organizationId } = await loadDefaults();
    const loaded = await readIfAvailable('membership types', () => loadMembershipTypes(locale, organizationId));
    if (!loaded.ok) return <PlatformFailurePage reason={loaded.reason} title={t('types.title')} />;
    const types = loaded.value;
    const names = await singleEventNames(types, locale);
    return (
      <>
        <PageHeader title={t('types.title')} />
        <PageBody>
          <Typography sx={{ mb: 2 }}>{t('types.intro')}</Typography>
          {types.length === 0 ? (
            <Typography data-testid="types-empty">{t('types.empty')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(22rem, 1fr))' } }}>
              {types.map((type) => (
                <MembershipTypeCard key={type.id} type={type} locale={locale} eventName={type.eventId ? names.get(type.eventId) : undefined} />
              ))}
            </Box>
          )}
          <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={NextLink} href="/membership/classes" variant="outlined">
              {t('classes.title')}
            </Button>
            <Button component={NextLink} href="/membership/members" variant="outlined">
              {t('members.title')}
            </Button>
          </Box>
          <BecomeMember locale={locale} />
        </PageBody>
      </>
    );
  }

  const loaded = await readIfAvailable('membership types', () => loadMembershipTypes(locale));
  if (!loaded.ok) return <PlatformFailurePage reason={loaded.reason} title={t('types.title')} />;
  const type = loaded.value.find((x) => x.id === id);
  if (!type) notFound();
  const names = await singleEventNames([type], locale);
  return (
    <>
      <PageHeader title={type.name} crumbs={[{ label: t('types.title'), href: '/membership/type' }]} />
      <PageBody>
        <MembershipTypeCard type={type} locale={locale} eventName={type.eventId ? names.get(type.eventId) : undefined} linked={false} />
        <BuyMembership type={type} locale={locale} error={(Array.isArray(query.error) ? query.error[0] : query.error) ?? null} />
        {type.validity === 'single_event' && type.eventId ? (
          <Button component={NextLink} href={`/events/${type.eventId}`} variant="outlined" sx={{ mt: 2, mr: 1 }} data-testid="single-event-link">
            {t('types.seeEvent')}
          </Button>
        ) : null}
        <Button component={NextLink} href="/membership/type" variant="outlined" sx={{ mt: 2 }}>
          {t('types.all')}
        </Button>
      </PageBody>
    </>
  );
}
