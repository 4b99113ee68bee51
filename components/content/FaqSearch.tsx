'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';

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
      <Box
        component="form"
        role="search"
        method="get"
        onSubmit={(e) => e.preventDefault()}
        sx={{ mb: 1, maxWidth: 640 }}
      >
        <TextField
          inputRef={inputRef}
          type="search"
          name="q"
          label={t('searchLabel')}
          helperText={t('searchHint')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query !== '') {
              e.preventDefault();
              clear();
            }
          }}
          fullWidth
          autoComplete="off"
          sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
          slotProps={{
            htmlInput: { maxLength, 'data-testid': 'faq-search', enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
              endAdornment: query ? (
                <InputAdornment position="end">
                  <IconButton onClick={clear} aria-label={t('clear')} edge="end" data-testid="faq-clear">
                    <ClearIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Box>

      {/* The region gets the new count on each change; screen readers read it without moving focus. */}
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.5em', mb: 2 }} data-testid="faq-count">
        {searching ? (
          <Typography variant="body2" data-testid={matches.length === 0 ? 'faq-no-matches' : undefined}>
            {matches.length > 0 ? t('matches', { count: matches.length, query: trimmed }) : t('noMatches', { query: trimmed })}
          </Typography>
        ) : null}
      </Box>
      {searching && matches.length === 0 ? (
        <Button variant="outlined" onClick={clear} sx={{ mb: 3 }}>
          {t('showAll')}
        </Button>
      ) : null}

      {groups.map(([category, list], index) => (
        <Box component="section" key={category} aria-labelledby={`${baseId}-cat-${index}`} sx={{ mb: 3 }} data-testid="faq-category">
          <Typography variant="h2" id={`${baseId}-cat-${index}`} sx={{ mb: 1.5 }}>
            {category}
          </Typography>
          {list.map((item) => (
            <Accordion key={item.id} disableGutters data-testid="faq-item">
              <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${baseId}-q-${item.id}`} aria-controls={`${baseId}-a-${item.id}`}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </>
  );
}
