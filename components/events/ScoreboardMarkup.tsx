'use client';

import { useRef } from 'react';
import { useMarkupLinks } from '@/components/ui/useMarkupLinks';
import { scoreboardMarkup, type TScoreboardClasses, type TScoreboardModel } from '@/lib/results/scoreboard-markup';
import styles from './scoreboard.module.css';

/**
 * The class tables of one race of the scoreboard, built from their model
 * (lib/results/scoreboard-markup.ts) where they render: the page's flight data carries the model,
 * not the tables' elements a second time. The class links navigate on the client.
 */
export function ScoreboardMarkup({ model }: { model: TScoreboardModel }) {
  const ref = useRef<HTMLDivElement>(null);
  useMarkupLinks(ref);
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: scoreboardMarkup(model, styles as unknown as TScoreboardClasses) }} />;
}
