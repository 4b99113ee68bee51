'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/http/paths';
import { SEARCH_TEXT_MAX } from '@/lib/constants';
import { serializeResultViewState, type TResultViewState } from '@/lib/results/view-url';
import { useViewNavigation } from './navigation';
import styles from './results.module.css';

type TOption = { id: number; name: string };

const SEARCH_DELAY_MS = 400;

/** The width from which the filters stand open (results.module.css: phones are below 600 px). */
const WIDE_SCREEN = '(min-width: 600px)';

/**
 * The filters of a results view: the class, group or team of the view, the brand and a rider
 * search; on the position-only view, the classes to show. Every change replaces the URL (scroll
 * kept) and the server renders the view. Without JavaScript the form still works (GET).
 */
export function ResultsFilters({
  basePath,
  state: serverState,
  classes,
  groups,
  teams,
  brands,
}: {
  basePath: string;
  state: TResultViewState;
  classes: TOption[];
  groups: TOption[];
  teams: TOption[];
  brands: string[];
}) {
  const t = useTranslations('ResultsClient');
  const locale = useLocale();
  const { go, pending, state } = useViewNavigation(basePath, serverState);
  const [text, setText] = useState(state.query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The filters sit in RaceResultsView's <details>, folded on a phone. A wider screen shows them
  // open by CSS where the browser can style ::details-content; elsewhere it is opened here.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const box = form.current?.closest('details');
    if (box && !box.open && window.matchMedia(WIDE_SCREEN).matches) box.open = true;
  }, []);

  const search = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ query: value.trim(), page: 1 }), SEARCH_DELAY_MS);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    go({ query: text.trim(), page: 1 });
    // Applied on a phone: fold the filters away so the results show (the summary names what is applied).
    const box = event.currentTarget.closest('details');
    if (box && !window.matchMedia(WIDE_SCREEN).matches) box.open = false;
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    go({ classIds: [], groupId: null, teamId: null, brand: null, query: '', page: 1 });
  };
  const num = (value: string) => (value ? Number(value) : null);
  const filtered = state.classIds.length > 0 || state.groupId !== null || state.teamId !== null || state.brand !== null || state.query !== '';
  // Kept as hidden fields for the form without JavaScript.
  const hidden = new URLSearchParams(serializeResultViewState({ raceId: state.raceId, view: state.view, riderIds: state.riderIds }));

  if (state.view === 'position') {
    const chosen = new Set(state.classIds);
    return (
      <form
        ref={form}
        className={styles.filters}
        action={localizedPath(basePath, locale)}
        method="get"
        onSubmit={(e) => e.preventDefault()}
        aria-busy={pending}
      >
        {[...hidden].map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <fieldset className={styles.classChoice} data-testid="position-classes">
          <legend>{t('positionClasses')}</legend>
          {classes.map((c) => (
            <label key={c.id}>
              <input
                type="checkbox"
                name="class"
                value={c.id}
                checked={chosen.has(c.id)}
                onChange={(e) => go({ classIds: e.target.checked ? [...state.classIds, c.id] : state.classIds.filter((id) => id !== c.id), page: 1 })}
              />
              {c.name}
            </label>
          ))}
        </fieldset>
        {/* Without JavaScript, ticking a class does nothing by itself: this applies the choice. */}
        <noscript>
          <button type="submit" className={styles.button}>
            {t('apply')}
          </button>
        </noscript>
      </form>
    );
  }

  return (
    <form
      ref={form}
      className={styles.filters}
      role="search"
      aria-label={t('filters')}
      action={localizedPath(basePath, locale)}
      method="get"
      onSubmit={submit}
      aria-busy={pending}
      data-testid="results-filters"
    >
      {[...hidden].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {state.view === 'group' && groups.length > 0 ? (
        <label className={styles.field}>
          {t('group')}
          <select name="group" value={state.groupId ?? ''} onChange={(e) => go({ groupId: num(e.target.value), page: 1 })}>
            <option value="">{t('allGroups')}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {state.view === 'team' && teams.length > 0 ? (
        <label className={styles.field}>
          {t('team')}
          <select name="team" value={state.teamId ?? ''} onChange={(e) => go({ teamId: num(e.target.value), page: 1 })}>
            <option value="">{t('allTeams')}</option>
            {teams.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {(state.view === 'overall' || state.view === 'class') && classes.length > 1 ? (
        <label className={styles.field}>
          {t('class')}
          <select
            name="class"
            value={state.classIds[0] ?? ''}
            onChange={(e) => go({ classIds: e.target.value ? [Number(e.target.value)] : [], page: 1 })}
            data-testid="filter-class"
          >
            <option value="">{t('allClasses')}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {brands.length > 1 ? (
        <label className={styles.field}>
          {t('brand')}
          <select name="brand" value={state.brand ?? ''} onChange={(e) => go({ brand: e.target.value || null, page: 1 })} data-testid="filter-brand">
            <option value="">{t('allBrands')}</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={styles.field}>
        {t('search')}
        <input type="search" name="q" value={text} maxLength={SEARCH_TEXT_MAX} onChange={(e) => search(e.target.value)} data-testid="filter-search" />
      </label>
      <button type="submit" className={styles.button}>
        {t('apply')}
      </button>
      {filtered ? (
        // A link, so clearing works before (or without) the page's JavaScript too.
        <a
          href={hidden.size > 0 ? `${localizedPath(basePath, locale)}?${hidden.toString().replace(/%2C/gi, ',')}` : localizedPath(basePath, locale)}
          className={styles.linkButton}
          onClick={(e) => {
            e.preventDefault();
            clear();
          }}
          data-testid="filter-clear"
        >
          {t('clear')}
        </a>
      ) : null}
    </form>
  );
}
