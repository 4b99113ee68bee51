import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildResultsCsv, contentDisposition, CSV_BOM, csvFileName, slugify, toCsv } from '@/lib/results/csv';
import { viewLabel } from '@/lib/results/labels';
import { applyView } from '@/lib/results/view';
import { raceFixture, resultsTranslator, viewState } from './race-fixture';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

const results = raceFixture();

function csvOf(query: Record<string, string>, locale: 'en' | 'es' | 'fr' = 'en'): string {
  const applied = applyView(results, viewState(query), { all: true });
  return buildResultsCsv(results, applied, { timeZone: SITE_TIME_ZONE, locale, t: resultsTranslator(locale) });
}

function parse(csv: string): string[][] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
}

describe('formula injection', () => {
  const cellOf = (cell: string) => parse(toCsv(['a'], [[cell]]))[1]![0];

  it('prefixes an apostrophe to text a spreadsheet would run', () => {
    for (const cell of ['=1+1', '=cmd', '@x', '@SUM(A1)', '+cmd', '-cmd', '+1+cmd', '-2+3+cmd|\' /C calc\'!A0', '+1 lap', '\tx', '\rx', '=HYPERLINK("http://x")\nnext', '-1:02.3+cmd', '+16.1\n=cmd', '-1:02.3 lap']) {
      expect(cellOf(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves signed numbers and times (gaps) and ordinary text as they are', () => {
    for (const cell of ['+16.1', '+1:02.3', '-0:30', '+1:00:02.345', '+16,1', '-2', '+41', '-1:02.3', '-16.1', '-1,5', '-1:00:02.345', 'Émile', '1:05.3', ' =not at start', "O'Brien"]) {
      expect(cellOf(cell)).toBe(cell);
    }
    expect(toCsv(['gap'], [['+16.1'], ['-0:30']])).toBe(`${CSV_BOM}gap\r\n+16.1\r\n-0:30`);
  });

  it('escapes every cell of the document, quoting as needed', () => {
    const csv = toCsv(['a', 'b'], [['=cmd', 'say "hi", then go']]);
    expect(csv).toBe(`${CSV_BOM}a,b\r\n"'=cmd","say ""hi"", then go"`);
  });
});

describe('results CSV', () => {
  it('is UTF-8 with a BOM, CRLF lines, headers in the page language and accents kept', () => {
    const csv = csvOf({}, 'fr');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('\r\n');
    const [header, first] = parse(csv);
    expect(header).toEqual([
      'Pos.',
      'N°',
      'Pilote',
      'Classe',
      'Marque',
      'Tours',
      'Temps total',
      'Écart avec le meneur',
      'Écart avec le précédent',
      'Meilleur tour (tour)',
      'Dernier tour',
      'Pénalité',
      'Heure de passage',
      'Heure de départ',
      'Vit. moy. (km/h)',
      'Points',
      'Statut',
      'Motif de la pénalité',
    ]);
    expect(first).toEqual(['1', '11', 'Émile Gagné', '250 Pro', 'KTM', '10', '16:40,0', '', '', '1:40,0 (1)', '1:40,0', '', '10:16:40', '10:00:00', '72,0', '25', '', '']);
    expect(parse(csvOf({}, 'es'))[0]!.slice(0, 3)).toEqual(['Pos.', 'N.º', 'Piloto']);
  });

  it('writes every decimal of a row with the separator of the language: times, gaps and speeds alike', () => {
    const row = (locale: 'en' | 'es' | 'fr', number: string) => parse(csvOf({}, locale)).find((r) => r[1] === number)!;
    // Doyle: total, gaps, best and last lap, penalty, read and start times, speed.
    expect(row('es', '33').slice(6, 15)).toEqual(['16:58,0', '+18,0', '+13,0', '1:40,8 (1)', '1:40,8', '+10,0', '10:16:48', '10:00:00', '71,4']);
    expect(row('fr', '33').slice(6, 15)).toEqual(['16:58,0', '+18,0', '+13,0', '1:40,8 (1)', '1:40,8', '+10,0', '10:16:48', '10:00:00', '71,4']);
    expect(row('en', '33').slice(6, 15)).toEqual(['16:58.0', '+18.0', '+13.0', '1:40.8 (1)', '1:40.8', '+10.0', '10:16:48', '10:00:00', '71.4']);
    // A decimal comma is quoted, never read as a cell separator; a signed gap is not taken for a formula.
    expect(csvOf({}, 'fr')).toContain('2,22,Théo Brûlé,450 Pro,Honda,10,"16:45,0","+5,0","+5,0","1:40,5 (1)","1:40,5",,10:16:45,10:00:00,"71,6",22,,\r\n');
    expect(csvOf({}, 'en')).toContain('2,22,Théo Brûlé,450 Pro,Honda,10,16:45.0,+5.0,+5.0,1:40.5 (1),1:40.5,,10:16:45,10:00:00,71.6,22,,\r\n');
  });

  it('escapes formula names, translates statuses and plural laps, and gives penalty notes', () => {
    const rows = parse(csvOf({}, 'en'));
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const byNumber = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect(byNumber.get('44')![col('Rider')]).toBe(`'=HYPERLINK("http://x") +Evil`);
    expect(byNumber.get('22')![col('Gap to leader')]).toBe('+5.0');
    // A gap in laps without its sign: no formula to escape, nothing a spreadsheet would show as "'+1 lap".
    expect(byNumber.get('55')![col('Gap to leader')]).toBe('1 lap');
    expect(byNumber.get('66')![col('Gap to leader')]).toBe('6 laps');
    const fr = parse(csvOf({}, 'fr'));
    expect(new Map(fr.slice(1).map((r) => [r[1], r])).get('66')![fr[0]!.indexOf('Écart avec le meneur')]).toBe('6 tours');
    expect(byNumber.get('66')![col('Status')]).toBe('DNF');
    expect(byNumber.get('77')![col('Pos.')]).toBe('');
    expect(byNumber.get('77')![col('Status')]).toBe('DSQ');
    expect(byNumber.get('33')![col('Penalty')]).toBe('+10.0');
    expect(byNumber.get('33')![col('Penalty note')]).toBe('Jump start (gate)');
  });

  it('has exactly the rows of a filtered view, every page of it, with the section column', () => {
    const rows = parse(csvOf({ view: 'class', class: '1,2', brand: 'KTM', page: '3' }));
    expect(rows[0]!.slice(0, 4)).toEqual(['Class', 'Class pos.', 'No.', 'Rider']);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['250 Pro', '1', '11', 'Émile Gagné'],
      ['250 Pro', '2', '33', 'Liam Doyle'],
      ['450 Pro', '2', '55', 'Nolan Robertson'],
    ]);
    // Official class positions; gaps within the view: Doyle behind Gagné, Robertson first of the KTM riders of his class.
    const gap = rows[0]!.indexOf('Gap to leader');
    expect(rows.slice(1).map((r) => r[gap])).toEqual(['', '+18.0', '']);
    const points = rows[0]!.indexOf('Class points');
    expect(rows.slice(1).map((r) => r[points])).toEqual(['25', '22', '22']);
  });

  it('position only: position, number and name of the chosen classes', () => {
    const rows = parse(csvOf({ view: 'position', class: '3' }, 'es'));
    expect(rows).toEqual([
      ['Categoría', 'Pos.', 'N.º', 'Piloto'],
      ['Vétéran 30+', '1', '44', `'=HYPERLINK("http://x") +Evil`],
      ['Vétéran 30+', '', '77', 'Rémi Morin'],
    ]);
  });
});

describe('CSV file name', () => {
  it('names event, race and view, ASCII-slugified, with the UTF-8 name for filename*', () => {
    const t = resultsTranslator('fr');
    const name = csvFileName(results, viewLabel(results, viewState({ view: 'class', class: '3' }), t));
    expect(name).toEqual({ ascii: 'grand-prix-de-quebec-moto-1-classe-veteran-30.csv', utf8: 'grand-prix-de-québec-moto-1-classe-vétéran-30.csv' });
    expect(contentDisposition(name)).toBe(
      `attachment; filename="grand-prix-de-quebec-moto-1-classe-veteran-30.csv"; filename*=UTF-8''grand-prix-de-qu%C3%A9bec-moto-1-classe-v%C3%A9t%C3%A9ran-30.csv`,
    );
  });

  it('names the event once when the race is named after it', () => {
    const race = raceFixture({ name: 'Grand Prix de Québec — 30 laps' });
    expect(csvFileName(race, 'Overall').ascii).toBe('grand-prix-de-quebec-30-laps-overall.csv');
    expect(slugify('  Épreuve n°1 / «spéciale» ')).toBe('epreuve-n-1-speciale');
  });
});
