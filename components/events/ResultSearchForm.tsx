import { getTranslations } from 'next-intl/server';
import { ContentIcon } from '@/components/content/icons';
import { SelectControl, TextControl } from '@/components/forms/controls';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { SEARCH_TEXT_MAX } from '@/lib/constants';
import type { TResultSearchParams } from '@/lib/results/search';
import styles from './ResultSearchForm.module.css';

/**
 * The results search: a plain GET form (works without JavaScript). Submitting keeps the promoter
 * filter (hidden field); "Clear" goes back to all results. Native, labelled controls
 * (components/forms, no MUI): a search box described by its hint, a date and a year.
 */
export async function ResultSearchForm({ params, years }: { params: TResultSearchParams; years: number[] }) {
  const t = await getTranslations('ResultsSearch');
  return (
    <form method="get" role="search" aria-label={t('formLabel')} data-testid="results-search-form" className={styles.form}>
      <TextControl
        name="q"
        label={t('textLabel')}
        hint={t('textHint')}
        defaultValue={params.text}
        type="search"
        maxLength={SEARCH_TEXT_MAX}
        testId="results-search-text"
        className={styles.text}
      />
      <TextControl name="date" label={t('dateLabel')} type="date" defaultValue={params.date} testId="results-search-date" />
      <SelectControl
        name="year"
        label={t('yearLabel')}
        defaultValue={params.year === null ? '' : String(params.year)}
        placeholder={t('allYears')}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
        testId="results-search-year"
      />
      {params.promoterId !== null ? <input type="hidden" name="promoter" value={params.promoterId} /> : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.contained} data-testid="results-search-submit">
          <ContentIcon name="search" className={styles.icon} />
          {t('submit')}
        </button>
        <NextLink href="/results" className={buttons.text}>
          {t('clear')}
        </NextLink>
      </div>
    </form>
  );
}
