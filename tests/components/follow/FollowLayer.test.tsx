// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { FollowLayer, riderOf } from '@/components/follow/FollowLayer';
import { FOLLOWED_KEY } from '@/lib/follow/followed';
import { renderWithIntl } from '../../setup/intl';
import { setupUser, type TUser } from '../../setup/user';

/**
 * The follow stars over the server-rendered results table: the fixture is the markup
 * lib/results/table-markup.ts makes for an interactive table (row header with the compare box and
 * the name button), with the star button the table gets in each rider cell.
 */

type TFixtureRider = { entry: number; rider: number; name: string; number: string; position: string };

const RIDERS: TFixtureRider[] = [
  { entry: 11, rider: 101, name: 'Émile Gagné', number: '7', position: '1' },
  { entry: 12, rider: 102, name: 'Théo Brûlé', number: '22', position: '2' },
  { entry: 13, rider: 103, name: 'Liam Doyle', number: '314', position: '3' },
];

// The server labels every star "not followed" in the page's language (lib/results/table-markup.ts).
const star = (r: TFixtureRider, extra = '', follow = 'Follow') => `<button type="button" class="star" data-follow="${r.rider}" aria-pressed="false" aria-label="${follow} ${r.name}"${extra}></button>`;

function tableHtml(riders: TFixtureRider[], options: { plainNames?: boolean; dataAttributes?: boolean; follow?: string } = {}): string {
  const rows = riders
    .map((r) => {
      const follow = star(r, options.dataAttributes ? ` data-name="${r.name} (data)" data-number="D${r.number}"` : '', options.follow);
      const name = options.plainNames ? r.name : `<button type="button" data-entry="${r.entry}" aria-haspopup="dialog" title="Laps of ${r.name}">${r.name}</button>`;
      return `<tr data-entry-row="${r.entry}"><td>${r.position}</td><td>${r.number}</td><th scope="row" class="rider"><input type="checkbox" data-rider="${r.rider}" aria-label="Compare ${r.name}"/>${follow}${name}</th><td>10</td><td>12:05.4</td></tr>`;
    })
    .join('');
  return `<table class="table numbers"><caption class="visually-hidden">Moto 1, overall</caption><thead><tr><th scope="col">Pos.</th><th scope="col" class="num">No.</th><th scope="col" class="rider">Rider</th><th scope="col" class="num">Laps</th><th scope="col" class="num">Total</th></tr></thead><tbody data-section="overall">${rows}</tbody></table>`;
}

function Harness({ html, updatedAt = '2026-06-15T14:00:00.000Z' }: { html: string; updatedAt?: string }) {
  return (
    <section data-testid="race-results">
      <FollowLayer updatedAt={updatedAt} numberLabel="No." />
      <div data-testid="results-table" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

const starOf = (rider: number) => document.querySelector<HTMLButtonElement>(`[data-follow="${rider}"]`)!;
const stored = () => JSON.parse(localStorage.getItem(FOLLOWED_KEY) ?? '[]') as { id: number; name: string; number?: string }[];

beforeEach(() => {
  localStorage.clear();
});

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('FollowLayer', () => {
  it('marks the riders already followed on this device when it mounts', () => {
    localStorage.setItem(FOLLOWED_KEY, JSON.stringify([{ id: 102, name: 'Théo Brûlé', number: '22' }]));
    renderWithIntl(<Harness html={tableHtml(RIDERS)} />);
    expect(starOf(102)).toHaveProperty('ariaPressed', 'true');
    expect(starOf(102).getAttribute('aria-label')).toBe('Unfollow Théo Brûlé');
    expect(starOf(101).getAttribute('aria-pressed')).toBe('false');
    expect(starOf(101).getAttribute('aria-label')).toBe('Follow Émile Gagné');
  });

  it('follows and unfollows on click, storing the name and number read from the row, and announces it', async () => {
    renderWithIntl(<Harness html={tableHtml(RIDERS)} />);
    await user.click(starOf(103));
    expect(stored()).toEqual([{ id: 103, name: 'Liam Doyle', number: '314' }]);
    expect(starOf(103).getAttribute('aria-pressed')).toBe('true');
    expect(starOf(103).getAttribute('aria-label')).toBe('Unfollow Liam Doyle');
    expect(screen.getByTestId('follow-status').textContent).toBe('Liam Doyle followed');

    await user.click(starOf(103));
    expect(stored()).toEqual([]);
    expect(starOf(103).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('follow-status').textContent).toBe('Liam Doyle no longer followed');
    expect(screen.getByTestId('follow-status').getAttribute('aria-live')).toBe('polite');
  });

  it('works from the keyboard (the stars are buttons)', async () => {
    renderWithIntl(<Harness html={tableHtml(RIDERS)} />);
    starOf(101).focus();
    await user.keyboard('{Enter}');
    expect(starOf(101).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' ');
    expect(starOf(101).getAttribute('aria-pressed')).toBe('false');
    expect(stored()).toEqual([]);
  });

  it('leaves the other buttons of the row alone', async () => {
    renderWithIntl(<Harness html={tableHtml(RIDERS)} />);
    await user.click(document.querySelector('button[data-entry="11"]')!);
    expect(stored()).toEqual([]);
  });

  it('marks the stars of a table replaced by the live refresh', async () => {
    localStorage.setItem(FOLLOWED_KEY, JSON.stringify([{ id: 104, name: 'Nolan Robertson' }]));
    const { rerender } = renderWithIntl(<Harness html={tableHtml(RIDERS)} />);
    const newcomer = { entry: 14, rider: 104, name: 'Nolan Robertson', number: '5', position: '1' };
    rerender(<Harness html={tableHtml([newcomer, ...RIDERS])} updatedAt="2026-06-15T14:00:05.000Z" />);
    await waitFor(() => expect(starOf(104).getAttribute('aria-pressed')).toBe('true'));
    expect(starOf(104).getAttribute('aria-label')).toBe('Unfollow Nolan Robertson');

    // The same timing version, new rows (a client navigation to another page): the observer sees them.
    rerender(<Harness html={tableHtml([newcomer])} updatedAt="2026-06-15T14:00:05.000Z" />);
    await waitFor(() => expect(starOf(104).getAttribute('aria-pressed')).toBe('true'));
    const table = screen.getByTestId('results-table');
    await act(async () => {
      table.innerHTML = tableHtml([newcomer, RIDERS[0]!]);
    });
    await waitFor(() => expect(starOf(104).getAttribute('aria-pressed')).toBe('true'));
    expect(starOf(101).getAttribute('aria-pressed')).toBe('false');
  });

  it('follows a change made in another tab', async () => {
    renderWithIntl(<Harness html={tableHtml(RIDERS)} />);
    await act(async () => {
      localStorage.setItem(FOLLOWED_KEY, JSON.stringify([{ id: 101, name: 'Émile Gagné' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_KEY }));
    });
    expect(starOf(101).getAttribute('aria-pressed')).toBe('true');
  });

  it('prefers data-name and data-number on the star, and reads a plain-text name', () => {
    document.body.innerHTML = `<section data-testid="race-results">${tableHtml(RIDERS, { dataAttributes: true })}</section>`;
    expect(riderOf(starOf(102), 'No.')).toEqual({ id: 102, name: 'Théo Brûlé (data)', number: 'D22' });
    document.body.innerHTML = `<section data-testid="race-results">${tableHtml(RIDERS, { plainNames: true })}</section>`;
    expect(riderOf(starOf(102), 'No.')).toEqual({ id: 102, name: 'Théo Brûlé', number: '22' });
    // Without the header label: the cell before the rider cell.
    expect(riderOf(starOf(103))).toEqual({ id: 103, name: 'Liam Doyle', number: '314' });
    document.body.innerHTML = '';
  });

  it('works in any root marked data-follow-root (the series page), a plate left empty staying empty', async () => {
    // The series table's stars carry the name and plate; a rider without a plate has data-number="".
    const html = `<table><tbody><tr><td>1</td><th scope="row">Émile <strong>Gagné</strong><button type="button" data-follow="201" data-name="Émile Gagné" data-number="" aria-pressed="false" aria-label="Follow Émile Gagné"></button></th><td>25</td></tr><tr><td>2</td><th scope="row"><span>44</span>Théo <strong>Brûlé</strong><button type="button" data-follow="202" data-name="Théo Brûlé" data-number="44" aria-pressed="false" aria-label="Follow Théo Brûlé"></button></th><td>22</td></tr></tbody></table>`;
    renderWithIntl(
      <div data-follow-root="">
        <FollowLayer />
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>,
    );
    await user.click(starOf(201));
    await user.click(starOf(202));
    expect(stored()).toEqual([
      { id: 202, name: 'Théo Brûlé', number: '44' },
      { id: 201, name: 'Émile Gagné' },
    ]);
    expect(starOf(201).getAttribute('aria-pressed')).toBe('true');
    expect(starOf(202).getAttribute('aria-label')).toBe('Unfollow Théo Brûlé');
  });

  it('speaks French', async () => {
    localStorage.setItem(FOLLOWED_KEY, JSON.stringify([{ id: 101, name: 'Émile Gagné' }]));
    renderWithIntl(<Harness html={tableHtml(RIDERS, { follow: 'Suivre' })} />, 'fr');
    expect(starOf(101).getAttribute('aria-label')).toBe('Ne plus suivre Émile Gagné');
    expect(starOf(102).getAttribute('aria-label')).toBe('Suivre Théo Brûlé');
    await user.click(starOf(102));
    expect(screen.getByTestId('follow-status').textContent).toBe('Vous suivez Théo Brûlé');
  });
});
