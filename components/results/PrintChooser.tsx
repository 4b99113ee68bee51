import { getTranslations } from 'next-intl/server';
import { PlatformDown } from '@/components/platform/PlatformOutage';
import { StaleDataNotice } from '@/components/platform/StaleDataNotice';
import { redirect } from '@/i18n/navigation';
import { isPlatformDown } from '@/lib/platform/available';
import { localizedPath } from '@/lib/http/paths';
import type { TLocale } from '@/lib/constants';
import { listRecentRaces, loadRace, type TRaceChoice } from '@/lib/results/access';
import { firstParam, parseId } from '@/lib/validation/params';
import { ResultsMessage } from './ResultsMessage';
import styles from './results.module.css';

export const PRINT_CHOICES = ['raceResults', 'scoresOverall', 'scoresByClass', 'scoresAllClasses', 'positionOnly'] as const;
export type TPrintChoice = (typeof PRINT_CHOICES)[number];

type TQuery = Record<string, string | string[] | undefined>;

/** All values of a repeated or comma-separated id parameter (`class=1&class=4`, `class=1,4`). */
function idsOf(value: string | string[] | undefined): number[] {
  const list = (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(','));
  return [...new Set(list.map((v) => parseId(v.trim())).flatMap((n) => (n === null ? [] : [n])))];
}

/** The print page a choice leads to. */
export function printTarget(choice: TPrintChoice, raceId: number, classIds: number[]): string {
  switch (choice) {
    case 'raceResults':
      return `/races/print/${raceId}`;
    case 'scoresOverall':
      return `/scores/print/${raceId}`;
    case 'scoresByClass':
      return `/scores/printc/${raceId}${classIds.length ? `?class=${classIds.join(',')}` : ''}`;
    case 'scoresAllClasses':
      return `/scores/printoa/${raceId}`;
    case 'positionOnly':
      return `/scores/print/${raceId}?view=position&class=${classIds.join(',')}`;
  }
}

/**
 * The print chooser (/races/printScores, /scores/printScores): a plain GET form to choose the race
 * and what to print, including "position only" for chosen classes; a complete choice redirects to
 * the print page. Position only without a class: "no classes selected in Position Only".
 */
export async function PrintChooser({ path, defaultChoice, query, locale }: { path: string; defaultChoice: TPrintChoice; query: TQuery; locale: TLocale }) {
  const t = await getTranslations('ResultsPrint');
  const tr = await getTranslations('Results');
  const raceId = parseId(firstParam(query.race));
  const rawChoice = firstParam(query.what);
  const choice: TPrintChoice = (PRINT_CHOICES as readonly string[]).includes(rawChoice ?? '') ? (rawChoice as TPrintChoice) : defaultChoice;
  const classIds = idsOf(query.class);
  const submitted = firstParam(query.go) === '1';

  let races: TRaceChoice[] = [];
  let failed = false;
  let down = false;
  try {
    races = await listRecentRaces(locale);
  } catch (error) {
    failed = true;
    down = isPlatformDown(error);
  }
  const loaded = raceId ? await loadRace(raceId, locale) : null;
  down ||= loaded?.kind === 'unavailable';
  const race = loaded && (loaded.kind === 'ok' || loaded.kind === 'notConfigured') ? loaded.results : null;
  const noClasses = submitted && race !== null && choice === 'positionOnly' && classIds.length === 0;
  if (submitted && race && !noClasses) redirect({ href: printTarget(choice, race.race.id, classIds.filter((id) => race.classes.some((c) => c.id === id))), locale });

  const options = race && !races.some((r) => r.id === race.race.id) ? [{ id: race.race.id, name: race.race.name, eventName: race.race.eventName }, ...races] : races;

  return (
    <article className={styles.view} data-testid="print-chooser">
      <h1 className={styles.printTitle}>{t('chooseTitle')}</h1>
      <p>{t('chooseIntro')}</p>
      <StaleDataNotice />
      {down ? <PlatformDown /> : failed ? <ResultsMessage kind="fetchFailed" text={tr('errors.fetchFailed')} error /> : null}
      {submitted && !race && !down ? <ResultsMessage kind="noRaceSelected" text={tr('errors.noRaceSelected')} error /> : null}
      {noClasses ? <ResultsMessage kind="noClassesSelected" text={tr('errors.noClassesSelected')} error /> : null}
      <form method="get" action={localizedPath(path, locale)} className={styles.view} style={{ maxWidth: 720 }}>
        <input type="hidden" name="go" value="1" />
        <label className={styles.field}>
          {t('race')}
          <select name="race" defaultValue={race ? String(race.race.id) : ''} required data-testid="print-race">
            <option value="">{t('chooseRaceOption')}</option>
            {options.map((r) => (
              <option key={r.id} value={r.id}>
                {`${r.eventName} — ${r.name}`}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.classChoice}>
          <legend>{t('what')}</legend>
          {PRINT_CHOICES.map((c) => (
            <label key={c}>
              <input type="radio" name="what" value={c} defaultChecked={c === choice} />
              {t(c)}
            </label>
          ))}
        </fieldset>
        {race ? (
          <fieldset className={styles.classChoice} data-testid="print-classes">
            <legend>{t('classes')}</legend>
            {race.classes.map((c) => (
              <label key={c.id}>
                <input type="checkbox" name="class" value={c.id} defaultChecked={classIds.includes(c.id)} />
                {c.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p>
          <button type="submit" className={styles.button} data-testid="print-submit">
            {race ? t('show') : t('continue')}
          </button>
        </p>
      </form>
    </article>
  );
}
