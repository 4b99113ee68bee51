// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ResultsFilters } from '@/components/results/ResultsFilters';
import type { TResultViewState } from '@/lib/results/view-url';
import { renderWithIntl } from '../setup/intl';
import { navigation, spyRouter } from '../setup/navigation';

/**
 * The results filters inside RaceResultsView's <details> ("Filter" on a phone): opened on a wide
 * screen when CSS could not open it, folded again on a phone once applied (the summary names what is
 * applied); the choices still go to the URL.
 */

const STATE: TResultViewState = { raceId: 99, view: 'overall', classIds: [], groupId: null, teamId: null, brand: null, query: '', page: 1, riderIds: [] };
const CLASSES = [
  { id: 1, name: '250 Pro' },
  { id: 2, name: '450 Pro' },
];

let router = spyRouter();
beforeEach(() => {
  router = spyRouter();
  Object.assign(navigation, { router });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The screen is this wide: what `matchMedia('(min-width: 600px)')` answers. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 600px)' ? width >= 600 : false, media: query }));
}

function mount(open = false) {
  const view = renderWithIntl(
    <details data-testid="box" open={open || undefined}>
      <summary>Filter</summary>
      <ResultsFilters basePath="/results/7" state={STATE} classes={CLASSES} groups={[]} teams={[]} brands={['KTM', 'Yamaha']} />
    </details>,
  );
  return { ...view, box: screen.getByTestId('box') as HTMLDetailsElement };
}

describe('ResultsFilters in the Filter control', () => {
  it('opens the box on a wide screen', () => {
    screenWidth(1280);
    expect(mount().box.open).toBe(true);
  });

  it('leaves it folded on a phone', () => {
    screenWidth(390);
    expect(mount().box.open).toBe(false);
  });

  it('on a phone, applying folds the box away; a class choice goes to the URL', async () => {
    screenWidth(390);
    const { box } = mount(true);
    expect(box.open).toBe(true);
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-class'), { target: { value: '2' } });
    });
    expect(router.replace).toHaveBeenLastCalledWith('/results/7?race=99&class=2', { scroll: false });
    expect(box.open).toBe(true);
    await act(async () => {
      fireEvent.submit(screen.getByTestId('results-filters'));
    });
    expect(box.open).toBe(false);
  });

  it('on a wide screen, applying leaves the filters open', async () => {
    screenWidth(1280);
    const { box } = mount();
    await act(async () => {
      fireEvent.submit(screen.getByTestId('results-filters'));
    });
    expect(box.open).toBe(true);
  });
});
