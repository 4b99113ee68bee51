'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/layout/icons';
import button from '@/components/layout/button.module.css';
import content from './content.module.css';
import styles from './FaqSearch.module.css';
import { ContentIcon } from './icons';

/** One question as the page hands it over: plain data, the answer's text precomputed for search. */
export type TFaqItem = { id: number; category: string; question: string; answerHtml: string; answerText: string };

/** Lower case without accents: "Réglement" and "reglement" match. */
export function normalizeSearch(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The questions where every word of the query appears in the question or the answer. */
export function filterFaqs<T extends { question: string; answerText: string }>(items: T[], query: string): T[] {
  const terms = normalizeSearch(query).split(' ').filter(Boolean);
  if (terms.length === 0) return items;
  return items.filter((item) => {
    const haystack = normalizeSearch(`${item.question} ${item.answerText}`);
    return terms.every((term) => haystack.includes(term));
  });
}

/** Keeps `?q=` in the address without a navigation (debounced: browsers limit history updates). */
function useQueryInUrl(query: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      const value = query.trim();
      if (value) url.searchParams.set('q', value);
      else url.searchParams.delete('q');
      window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [query]);
}

/**
 * The FAQ list with its search box: questions grouped by category in accordions, filtered as the
 * visitor types (case- and accent-insensitive), with the number of matches announced politely.
 * Without JavaScript the box still works: the form submits `?q=` and the server filters the view.
 * Plain HTML and a CSS module (the look of MUI's outlined text field and accordions, without MUI).
 */
export function FaqSearch({ items, initialQuery = '', maxLength }: { items: TFaqItem[]; initialQuery?: string; maxLength?: number }) {
  const t = useTranslations('Faqs');
  const [query, setQuery] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  useQueryInUrl(query);

  const matches = useMemo(() => filterFaqs(items, query), [items, query]);
  const groups = useMemo(() => {
    const byCategory = new Map<string, TFaqItem[]>();
    for (const item of matches) {
      const list = byCategory.get(item.category);
      if (list) list.push(item);
      else byCategory.set(item.category, [item]);
    }
    return [...byCategory.entries()];
  }, [matches]);

  const trimmed = query.trim();
  const searching = normalizeSearch(query) !== '';

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <>
      <form role="search" method="get" onSubmit={(e) => e.preventDefault()} className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={`${baseId}-search`} className={styles.label}>
            {t('searchLabel')}
          </label>
          <div className={styles.inputBox}>
            <span className={styles.adornment}>
              <ContentIcon name="search" size={24} />
            </span>
            <input
              ref={inputRef}
              id={`${baseId}-search`}
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && query !== '') {
                  e.preventDefault();
                  clear();
                }
              }}
              maxLength={maxLength}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={`${baseId}-hint`}
              className={styles.input}
              data-testid="faq-search"
            />
            {query ? (
              <button type="button" onClick={clear} aria-label={t('clear')} className={styles.clear} data-testid="faq-clear">
                <ContentIcon name="clear" size={24} />
              </button>
            ) : null}
          </div>
          <p id={`${baseId}-hint`} className={styles.hint}>
            {t('searchHint')}
          </p>
        </div>
      </form>

      {/* The region gets the new count on each change; screen readers read it without moving focus. */}
      <div role="status" aria-live="polite" className={styles.count} data-testid="faq-count">
        {searching ? (
          <p className={content.body2} data-testid={matches.length === 0 ? 'faq-no-matches' : undefined}>
            {matches.length > 0 ? t('matches', { count: matches.length, query: trimmed }) : t('noMatches', { query: trimmed })}
          </p>
        ) : null}
      </div>
      {searching && matches.length === 0 ? (
        <button type="button" onClick={clear} className={`${button.outlined} ${styles.showAll}`}>
          {t('showAll')}
        </button>
      ) : null}

      {groups.map(([category, list], index) => (
        <section key={category} aria-labelledby={`${baseId}-cat-${index}`} className={styles.category} data-testid="faq-category">
          <h2 id={`${baseId}-cat-${index}`} className={`${content.h2} ${content.headingGap}`}>
            {category}
          </h2>
          <div>
            {list.map((item) => (
              <FaqItem key={item.id} item={item} id={`${baseId}-${item.id}`} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** One question: a heading with a button that shows or hides the answer below it. */
function FaqItem({ item, id }: { item: TFaqItem; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.item} data-open={open ? 'true' : 'false'} data-testid="faq-item">
      <h3 className={styles.itemHeading}>
        <button type="button" id={`${id}-q`} aria-expanded={open} aria-controls={`${id}-a`} onClick={() => setOpen(!open)} className={styles.summary}>
          <span className={styles.question}>{item.question}</span>
          <span className={styles.expandIcon}>
            <Icon name="expandMore" />
          </span>
        </button>
      </h3>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open} className={styles.answer}>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
      </div>
    </div>
  );
}
