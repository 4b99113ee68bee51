/**
 * A series points table's markup from its model, the way the results table does it
 * (lib/results/table-markup.ts, docs/decisions/017 and 027): the server formats and translates the
 * texts of one page of rows into a small model; a client component builds the markup from it where
 * it renders (on the server for the HTML, in the browser after a client navigation). The page's
 * flight data then carries the model, not the table's elements a second time. Plain string
 * building with every value escaped; no other import, so it runs in both places.
 */
import { escapeHtml } from '../results/table-markup';

/** CSS-module class names the markup uses (the module belongs to the component). */
export type TSeriesTableClasses = {
  table: string;
  pos: string;
  rider: string;
  plate: string;
  riderMeta: string;
  round: string;
  roundHead: string;
  roundNo: string;
  roundShort: string;
  roundDate: string;
  upcoming: string;
  dropped: string;
  absent: string;
  total: string;
  behind: string;
};

export type TSeriesRoundHead = {
  /** "R3". */
  no: string;
  /** The round's short name ("Hidden Hills"), its full name (a tooltip) and its date ("Jun 6"). */
  short: string;
  name: string;
  date: string;
  /** A played round links to its results (a public path), named by `label`; null: not raced yet. */
  href: string | null;
  label: string;
};

/**
 * One rider's row: rider id, position, plate ('' for none), first and last name, the line under
 * the name (brand, class group or class), points per round ('' = did not take part), the indexes
 * of the dropped rounds, then total, behind the leader, wins and podiums as shown.
 */
export type TSeriesRow = [
  riderId: number,
  position: string,
  plate: string,
  firstName: string,
  lastName: string,
  meta: string,
  points: string[],
  dropped: number[],
  total: string,
  behind: string,
  wins: string,
  podiums: string,
];

export type TSeriesTableModel = {
  labels: {
    position: string;
    positionShort: string;
    rider: string;
    total: string;
    behind: string;
    wins: string;
    podiums: string;
    /** "dropped": the title of a dropped round's cell, and its text for screen readers. */
    dropped: string;
    /** "(not raced yet)", for screen readers in an upcoming round's header. */
    upcoming: string;
  };
  rounds: TSeriesRoundHead[];
  rows: TSeriesRow[];
};

/** What a cell shows for a round the rider did not take part in. */
export const ABSENT = '–';

export function seriesTableMarkup(model: TSeriesTableModel, c: TSeriesTableClasses): string {
  const { labels } = model;
  const rounds = model.rounds
    .map((round) => {
      const body = `<span class="${c.roundNo}">${escapeHtml(round.no)}</span><span class="${c.roundShort}">${escapeHtml(round.short)}</span><span class="${c.roundDate}">${escapeHtml(round.date)}</span>`;
      const head =
        round.href !== null
          ? `<a href="${escapeHtml(round.href)}" class="${c.roundHead}" aria-label="${escapeHtml(round.label)}">${body}</a>`
          : `<span class="${c.roundHead}">${body}<span class="visually-hidden">${escapeHtml(labels.upcoming)}</span></span>`;
      return `<th scope="col" class="${c.round}${round.href === null ? ` ${c.upcoming}` : ''}" title="${escapeHtml(round.name)}" data-testid="series-round">${head}</th>`;
    })
    .join('');
  const head = `<thead><tr><th scope="col" class="${c.pos}"><abbr title="${escapeHtml(labels.position)}">${escapeHtml(labels.positionShort)}</abbr></th><th scope="col" class="${c.rider}">${escapeHtml(labels.rider)}</th>${rounds}<th scope="col" class="${c.total}">${escapeHtml(labels.total)}</th><th scope="col">${escapeHtml(labels.behind)}</th><th scope="col">${escapeHtml(labels.wins)}</th><th scope="col">${escapeHtml(labels.podiums)}</th></tr></thead>`;
  const dropped = escapeHtml(labels.dropped);

  const row = ([riderId, position, plate, firstName, lastName, meta, points, droppedAt, total, behind, wins, podiums]: TSeriesRow): string => {
    let html = `<tr data-testid="series-row" data-rider-id="${riderId}"><td class="${c.pos}">${escapeHtml(position)}</td><th scope="row" class="${c.rider}">${plate ? `<span class="${c.plate}">${escapeHtml(plate)}</span>` : ''}${escapeHtml(firstName)} <strong>${escapeHtml(lastName)}</strong>${meta ? `<span class="${c.riderMeta}">${escapeHtml(meta)}</span>` : ''}</th>`;
    for (let i = 0; i < points.length; i++) {
      const text = points[i] ? escapeHtml(points[i]!) : ABSENT;
      if (droppedAt.includes(i)) html += `<td class="${c.dropped}" data-dropped="true" title="${dropped}"><s>${text}</s><span class="visually-hidden"> (${dropped})</span></td>`;
      else html += points[i] ? `<td>${text}</td>` : `<td class="${c.absent}">${ABSENT}</td>`;
    }
    return `${html}<td class="${c.total}" data-testid="series-total">${escapeHtml(total)}</td><td class="${c.behind}">${escapeHtml(behind)}</td><td>${escapeHtml(wins)}</td><td>${escapeHtml(podiums)}</td></tr>`;
  };

  return `<table class="${c.table}">${head}<tbody>${model.rows.map(row).join('')}</tbody></table>`;
}
