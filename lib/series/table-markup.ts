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
  /** The follow button in the rider cell (a star drawn by CSS). */
  star: string;
  /** The rider cell's `<details>`: on a phone, opened, it shows the row's hidden cells. */
  more: string;
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

/** A message around a name: the text before and after it ("Follow " and ""). */
export type TNameTemplate = [before: string, after: string];

/**
 * One rider's row: rider id, position, plate ('' for none), first and last name, the line under
 * the name (brand, class group or class), points per round ('' = did not take part), the indexes
 * of the dropped rounds, then total, behind the leader, wins and podiums as shown; last, only when
 * a message does not keep the name verbatim (no template), the follow and details labels.
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
  followLabel?: string,
  detailsLabel?: string,
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
    /** "Follow {name}", the star's label around the rider's name (null: each row has its own). */
    follow: TNameTemplate | null;
    /** "Points per round: {name}", the label of the row's details control (null: per row). */
    details: TNameTemplate | null;
  };
  rounds: TSeriesRoundHead[];
  rows: TSeriesRow[];
};

/** What a cell shows for a round the rider did not take part in. */
export const ABSENT = '–';

const around = (template: TNameTemplate, name: string) => `${escapeHtml(template[0])}${escapeHtml(name)}${escapeHtml(template[1])}`;

/**
 * The table. Each rider cell ends with a follow star (`data-follow`, with the name and plate the
 * follow layer keeps) and a `<details>` whose summary is the control of a phone's compact row:
 * below 600 px series.module.css shows position, rider and total only, and an open `<details>`
 * shows the row's other cells under it, each named by its `data-l` (the round, or the column). A
 * native toggle: it works without JavaScript; it costs two elements a row, where a list of the
 * rider's rounds would cost twenty (docs/decisions/027: 1,400 nodes a page). The texts before the
 * name in the rider cell stay plain text, a `<strong>` and a `<span>` (the mirror's test reads them).
 */
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
  // What an opened compact row says before each of its other cells ("R3 · Hidden Hills", "Wins").
  const roundLabel = model.rounds.map((round) => ` data-l="${escapeHtml(`${round.no} · ${round.short}`)}"`);
  const [behindLabel, winsLabel, podiumsLabel] = [labels.behind, labels.wins, labels.podiums].map((label) => ` data-l="${escapeHtml(label)}"`);

  // data-number is there even when empty: the follow layer would otherwise take the cell before
  // the rider's (the position) for his plate.
  const row = ([riderId, position, plate, firstName, lastName, meta, points, droppedAt, total, behind, wins, podiums, followLabel, detailsLabel]: TSeriesRow): string => {
    const name = `${firstName} ${lastName}`;
    const follow = labels.follow ? around(labels.follow, name) : escapeHtml(followLabel ?? name);
    const details = labels.details ? around(labels.details, name) : escapeHtml(detailsLabel ?? name);
    const star = `<button type="button" class="${c.star}" data-follow="${riderId}" data-name="${escapeHtml(name)}" data-number="${escapeHtml(plate)}" aria-pressed="false" aria-label="${follow}"></button>`;
    const more = `<details class="${c.more}"><summary aria-label="${details}"></summary></details>`;
    let html = `<tr data-testid="series-row" data-rider-id="${riderId}"><td class="${c.pos}">${escapeHtml(position)}</td><th scope="row" class="${c.rider}">${plate ? `<span class="${c.plate}">${escapeHtml(plate)}</span>` : ''}${escapeHtml(firstName)} <strong>${escapeHtml(lastName)}</strong>${meta ? `<span class="${c.riderMeta}">${escapeHtml(meta)}</span>` : ''}${star}${more}</th>`;
    for (let i = 0; i < points.length; i++) {
      const text = points[i] ? escapeHtml(points[i]!) : ABSENT;
      const label = roundLabel[i] ?? '';
      if (droppedAt.includes(i)) html += `<td class="${c.dropped}" data-dropped="true" title="${dropped}"${label}><s>${text}</s><span class="visually-hidden"> (${dropped})</span></td>`;
      else html += points[i] ? `<td${label}>${text}</td>` : `<td class="${c.absent}"${label}>${ABSENT}</td>`;
    }
    return `${html}<td class="${c.total}" data-testid="series-total">${escapeHtml(total)}</td><td class="${c.behind}"${behindLabel}>${escapeHtml(behind)}</td><td${winsLabel}>${escapeHtml(wins)}</td><td${podiumsLabel}>${escapeHtml(podiums)}</td></tr>`;
  };

  return `<table class="${c.table}">${head}<tbody>${model.rows.map(row).join('')}</tbody></table>`;
}
