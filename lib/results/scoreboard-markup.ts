/**
 * The class tables of one race of the event scoreboard, as markup built from a model, the way the
 * results table does it (lib/results/table-markup.ts, docs/decisions/017 and 027): the page sends
 * the texts once (the model), and a client component builds the tables where it renders. Plain
 * string building with every value escaped; no other import, so it runs on the server and in the
 * browser.
 */
import { escapeHtml } from './table-markup';

export type TScoreboardClasses = {
  grid: string;
  table: string;
  captionRow: string;
  count: string;
  pos: string;
  num: string;
  rider: string;
  time: string;
  leader: string;
  tag: string;
  empty: string;
};

/** One line: position, number, first and last name, time (leader) or gap, flags (DNF_LINE, LEADER_LINE). */
export type TScoreboardLine = [position: number, number: string, firstName: string, lastName: string, time: string, flags: number];

export const DNF_LINE = 1;
export const LEADER_LINE = 2;

export type TScoreboardModel = {
  labels: { position: string; positionShort: string; number: string; rider: string; timeGap: string; noClassified: string; dnf: string };
  classes: { id: number; name: string; href: string; riders: string; lines: TScoreboardLine[] }[];
};

export function scoreboardMarkup(model: TScoreboardModel, c: TScoreboardClasses): string {
  const { labels } = model;
  const head = `<thead><tr><th scope="col" class="${c.pos}"><abbr title="${escapeHtml(labels.position)}">${escapeHtml(labels.positionShort)}</abbr></th><th scope="col" class="${c.num}">${escapeHtml(labels.number)}</th><th scope="col">${escapeHtml(labels.rider)}</th><th scope="col" class="${c.time}">${escapeHtml(labels.timeGap)}</th></tr></thead>`;
  const dnf = `<span class="${c.tag}">${escapeHtml(labels.dnf)}</span>`;
  const line = ([position, number, firstName, lastName, time, flags]: TScoreboardLine) =>
    `<tr data-testid="scoreboard-line" data-position="${position}"${flags & LEADER_LINE ? ` class="${c.leader}"` : ''}><td class="${c.pos}">${position}</td><td class="${c.num}">${escapeHtml(number)}</td><td class="${c.rider}">${escapeHtml(firstName)} <strong>${escapeHtml(lastName)}</strong></td><td class="${c.time}">${escapeHtml(time)}${flags & DNF_LINE ? dnf : ''}</td></tr>`;
  const empty = `<tr><td colspan="4" class="${c.empty}">${escapeHtml(labels.noClassified)}</td></tr>`;
  return `<div class="${c.grid}">${model.classes
    .map(
      (cls) =>
        `<table class="${c.table}" data-testid="scoreboard-class" data-class-id="${cls.id}"><caption><span class="${c.captionRow}"><a href="${escapeHtml(cls.href)}">${escapeHtml(cls.name)}</a><span class="${c.count}">${escapeHtml(cls.riders)}</span></span></caption>${head}<tbody>${cls.lines.length === 0 ? empty : cls.lines.map(line).join('')}</tbody></table>`,
    )
    .join('')}</div>`;
}
