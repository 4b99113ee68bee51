'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { SEARCH_TEXT_MAX } from '@/lib/constants';
import type { TRacerSearchType } from '@/lib/platform/port';
import { checkRacerSearch, RACER_SEARCH_TYPES, racerSearchPath } from '@/lib/trackside/search';
import type { TRacerFound } from '@/lib/trackside/search-response';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { fetchRacers, SearchFailure, type TSearchFailureKind } from './fetch-racers';
import { useHydrated } from '@/components/hooks/useHydrated';
import styles from './trackside.module.css';

/** Typing pauses this long before a search is sent (a phone keyboard at the track). */
export const SEARCH_DEBOUNCE_MS = 300;

export type TInitialSearch = {
  text: string;
  type: TRacerSearchType;
  /** The server's answer for the criteria of the URL (null: none asked, or it failed). */
  racers: TRacerFound[] | null;
  failure: { kind: TSearchFailureKind; message?: string } | null;
};

/**
 * The trackside racer search (seed §2, §5): one box, "racer name" or "state / province", results
 * as the visitor types (debounced), the criteria in the URL. A plain GET form underneath: before
 * its JavaScript runs, or without it, submitting reloads the page with the server's results.
 */
export function RacerSearch(props: { initial: TInitialSearch }) {
  return (
    <QueryProvider>
      <RacerSearchForm {...props} />
    </QueryProvider>
  );
}

function RacerSearchForm({ initial }: { initial: TInitialSearch }) {
  const t = useTranslations('Trackside');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState(initial.text);
  const [type, setType] = useState<TRacerSearchType>(initial.type);
  const [settled, setSettled] = useState({ text: initial.text, type: initial.type });
  const [submitted, setSubmitted] = useState(initial.text !== '');
  const ready = useHydrated();

  // The criteria settle once typing pauses (a type change settles at once).
  useEffect(() => {
    if (text === settled.text && type === settled.type) return;
    const timer = window.setTimeout(() => setSettled({ text, type }), type === settled.type ? SEARCH_DEBOUNCE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [text, type, settled]);

  // The URL follows the settled criteria: a search can be shared and survives a reload.
  useEffect(() => {
    if (!ready) return;
    const target = racerSearchPath(settled.text.trim(), settled.type).replace('/liveonlivelaps', '');
    const next = `${window.location.pathname}${target}`;
    if (next !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', next);
  }, [settled, ready]);

  const check = checkRacerSearch(settled.text, settled.type);
  const criteria = check.kind === 'ok' ? { text: check.text, type: check.type, locale } : null;
  const initialCheck = checkRacerSearch(initial.text, initial.type);
  const isInitial = criteria !== null && initialCheck.kind === 'ok' && initialCheck.text === criteria.text && initialCheck.type === criteria.type;

  const query = useQuery({
    queryKey: ['racer-search', criteria?.type, criteria?.text, locale],
    queryFn: ({ signal }) => fetchRacers(criteria!, signal),
    enabled: criteria !== null,
    initialData: isInitial && initial.racers ? initial.racers : undefined,
    placeholderData: keepPreviousData,
  });

  // Seed §4: loading on, error cleared; success sets the list; failure sets the error and empties it.
  const serverFailure = isInitial && initial.failure && !query.isFetched ? initial.failure : null;
  const failure: { kind: TSearchFailureKind; message?: string } | null =
    criteria === null
      ? null
      : query.error instanceof SearchFailure
        ? { kind: query.error.kind, message: query.error.upstreamMessage }
        : query.error
          ? { kind: 'request_error' }
          : serverFailure;
  const loading = criteria !== null && query.isFetching;
  const racers = criteria === null || failure ? [] : (query.data ?? []);
  const problem = check.kind === 'invalid' ? check.problem : check.kind === 'empty' && submitted ? 'required' : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setSettled({ text, type });
    if (check.kind === 'ok' && settled.text === text && settled.type === type) void query.refetch();
  };

  const problemId = `${id}-problem`;
  const mode = type === 'state' ? 'state' : 'racerIdentifier';

  return (
    <div className={styles.search} data-testid="racer-search" data-ready={ready || undefined}>
      <form role="search" method="get" onSubmit={onSubmit} className={styles.searchForm} aria-label={t('search.label')} noValidate>
        <fieldset className={styles.searchBy}>
          <legend>{t('search.by')}</legend>
          {RACER_SEARCH_TYPES.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="by" value={value} checked={type === value} onChange={() => setType(value)} data-testid={`search-by-${value}`} />
              <span>{t(`search.type.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.searchRow}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t(`search.placeholder.${mode}`)}
          </label>
          <input
            id={`${id}-q`}
            className={styles.searchInput}
            type="search"
            name="q"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim() === '') setSubmitted(false);
            }}
            maxLength={SEARCH_TEXT_MAX}
            placeholder={t(`search.placeholder.${mode}`)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            data-testid="racer-search-input"
          />
          <button type="submit" className={styles.searchButton} data-testid="racer-search-submit">
            {t('search.submit')}
          </button>
        </div>
        {problem ? (
          <p id={problemId} className={styles.problem} data-testid="racer-search-problem" data-problem={problem}>
            {t(`validation.${check.type}.${problem}`, { min: 2, max: SEARCH_TEXT_MAX })}
          </p>
        ) : null}
      </form>

      <div role="status" aria-live="polite" className={styles.searchStatus} data-testid="racer-search-status">
        {loading ? (
          <span className={styles.loading} data-testid="racer-search-loading">
            {t('search.loading')}
          </span>
        ) : criteria && !failure ? (
          racers.length === 0 ? (
            <span data-testid="racer-search-empty">{t('search.none', { text: criteria.text })}</span>
          ) : (
            <span>{t('search.count', { count: racers.length })}</span>
          )
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.failure} data-testid="racer-search-error" data-error={failure.kind === 'timeout' ? 'network_error' : failure.kind} data-reason={failure.kind}>
          {failure.kind === 'upstream' && failure.message ? failure.message : t(`errors.${failure.kind}`)}
        </p>
      ) : null}

      {racers.length > 0 ? (
        <ul className={styles.results} data-testid="racer-results" aria-busy={loading || undefined}>
          {racers.map((racer, index) => (
            <li key={`${racer.id}-${index}`} className={styles.result} data-testid="racer-result" data-rider={racer.id}>
              <Link href={`/liveonlivelaps/${racer.id}`} className={styles.resultLink}>
                <span className={styles.plate} aria-label={racer.number ? t('number', { number: racer.number }) : undefined}>
                  {racer.number ?? '–'}
                </span>
                <span className={styles.resultMain}>
                  <span className={styles.racerName}>
                    {racer.firstName} {racer.lastName}
                  </span>
                  <span className={styles.resultMeta}>{[racer.className, [racer.city, racer.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</span>
                  {racer.latestEvent ? (
                    <span className={styles.resultMeta}>
                      {t('latestEvent', { event: racer.latestEvent.name, date: racer.latestEvent.date })}
                    </span>
                  ) : null}
                  {racer.sharedName ? (
                    <span className={styles.resultMeta} data-testid="racer-shared-name">
                      {t('search.sharedName')}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
