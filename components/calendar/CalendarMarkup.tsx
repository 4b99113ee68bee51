'use client';

import { useRef } from 'react';
import { useMarkupLinks } from '@/components/ui/useMarkupLinks';
import { calendarAgendaMarkup, calendarGridMarkup, type TCalendarClasses, type TCalendarModel } from '@/lib/calendar/markup';
import styles from './calendar.module.css';

/**
 * The calendar's grid or its list, built from the page's one model (lib/calendar/markup.ts) where
 * it renders: on the server for the HTML, in the browser after a client navigation. The page sends
 * the model (each entry once), not the elements, which React would otherwise send a second time
 * in its flight data. The links to events navigate on the client.
 */
export function CalendarMarkup({ model, part, headingId = 'agenda' }: { model: TCalendarModel; part: 'grid' | 'agenda'; headingId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useMarkupLinks(ref);
  const classes = styles as unknown as TCalendarClasses;
  const html = part === 'grid' ? calendarGridMarkup(model, classes) : calendarAgendaMarkup(model, classes, headingId);
  return <div ref={ref} className={styles.markup} dangerouslySetInnerHTML={{ __html: html }} />;
}
