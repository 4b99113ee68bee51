import { getTranslations } from 'next-intl/server';
import type { TSeriesPromoter } from '@/lib/organiser/series';
import styles from '../organiser.module.css';

/**
 * Which promoter's events the form lists (a plain GET form: `?promoter={id}` reloads the page with
 * that promoter's events). Shown only to an account with more than one promoter.
 */
export async function PromoterPicker({ promoters, current, keep }: { promoters: TSeriesPromoter[]; current: number; keep?: Record<string, string> }) {
  const t = await getTranslations('OrganiserSeries.form');
  if (promoters.length < 2) return null;
  return (
    <form method="get" className={styles.form} data-testid="series-promoter-picker">
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field}>
        <label htmlFor="series-promoter">{t('promoter')}</label>
        <select id="series-promoter" name="promoter" defaultValue={String(current)} aria-describedby="series-promoter-hint" data-testid="series-promoter">
          {promoters.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <span id="series-promoter-hint" className={styles.hint}>
          {t('promoterHint')}
        </span>
      </div>
      <button type="submit" className={styles.secondary} data-testid="series-promoter-show">
        {t('promoterShow')}
      </button>
    </form>
  );
}
