import { NextLink } from '@/components/ui/NextLink';
import { seriesViewHref, type TSeriesView } from '@/lib/series/filters';
import styles from './series.module.css';

/**
 * The class picker of the points tables: plain links (`?class=3`), so a class is one click, its
 * address can be shared, and it works without JavaScript. The final standings show one class at a
 * time; the overall standings may be of every class ("All classes") or of one. The brand and
 * group filters ride along; the page goes back to the first.
 */
export function SeriesClassPicker({
  seriesId,
  view,
  classes,
  current,
  label,
  allLabel,
}: {
  seriesId: number;
  view: TSeriesView;
  classes: readonly { id: number; name: string }[];
  /** The class shown (null: every class, overall only). */
  current: number | null;
  label: string;
  allLabel: string;
}) {
  if (classes.length === 0) return null;
  const choices: { id: number | null; name: string }[] = view.type === 'overall' ? [{ id: null, name: allLabel }, ...classes] : [...classes];
  return (
    <nav aria-label={label} data-testid="series-classes">
      <ul className={styles.classes}>
        {choices.map((c) => (
          <li key={c.id ?? 'all'}>
            <NextLink href={seriesViewHref(seriesId, { ...view, classId: c.id, page: 1 })} aria-current={c.id === current ? 'page' : undefined} data-class-id={c.id ?? ''}>
              {c.name}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
