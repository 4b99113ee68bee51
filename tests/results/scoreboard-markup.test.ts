// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DNF_LINE, LEADER_LINE, scoreboardMarkup, type TScoreboardClasses, type TScoreboardModel } from '@/lib/results/scoreboard-markup';

const classes = Object.fromEntries(['grid', 'table', 'captionRow', 'count', 'pos', 'num', 'rider', 'time', 'leader', 'tag', 'empty'].map((k) => [k, `c-${k}`])) as TScoreboardClasses;

const model: TScoreboardModel = {
  labels: { position: 'Position', positionShort: 'Pos', number: 'No.', rider: 'Rider', timeGap: 'Time / gap', noClassified: 'No rider classified yet.', dnf: 'DNF' },
  classes: [
    {
      id: 3,
      name: '250 <Pro>',
      href: '/ll/fr/results/1?race=2&view=class&class=3',
      riders: '12 riders',
      lines: [
        [1, '17', 'Émile', 'Gagné', '25:01.2', LEADER_LINE],
        [2, '4', 'Liam', '"Doyle"', '+3.4', 0],
        [3, '88', 'Jake', 'Hughes', '+2 laps', DNF_LINE],
      ],
    },
    { id: 5, name: 'Vet', href: '/ll/fr/results/1?race=2&view=class&class=5', riders: '1 rider', lines: [] },
  ],
};

describe('event scoreboard markup', () => {
  const doc = new DOMParser().parseFromString(`<body>${scoreboardMarkup(model, classes)}</body>`, 'text/html');

  it('has a table per class, captioned with a link to the class results and its riders', () => {
    const tables = [...doc.querySelectorAll('table[data-testid="scoreboard-class"]')];
    expect(tables.map((t) => t.getAttribute('data-class-id'))).toEqual(['3', '5']);
    const caption = tables[0]!.querySelector('caption')!;
    expect(caption.querySelector('a')!.getAttribute('href')).toBe('/ll/fr/results/1?race=2&view=class&class=3');
    expect(caption.querySelector('a')!.textContent).toBe('250 <Pro>');
    expect(caption.textContent).toContain('12 riders');
    expect([...tables[0]!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Pos', 'No.', 'Rider', 'Time / gap']);
  });

  it('writes the leader, the gaps and a DNF mark', () => {
    const lines = [...doc.querySelectorAll('table[data-class-id="3"] tr[data-testid="scoreboard-line"]')];
    expect(lines.map((l) => l.getAttribute('data-position'))).toEqual(['1', '2', '3']);
    expect(lines[0]!.className).toBe('c-leader');
    expect(lines[1]!.className).toBe('');
    expect(lines[1]!.querySelector('.c-rider')!.textContent).toBe('Liam "Doyle"');
    expect(lines[2]!.querySelector('.c-time')!.textContent).toBe('+2 lapsDNF');
    expect(lines[2]!.querySelector('.c-tag')!.textContent).toBe('DNF');
  });

  it('says when a class has no rider classified yet', () => {
    const empty = doc.querySelector('table[data-class-id="5"] tbody td')!;
    expect(empty.getAttribute('colspan')).toBe('4');
    expect(empty.textContent).toBe('No rider classified yet.');
  });
});
