// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { cleanup, render } from '@testing-library/react';
import { navigation, spyRouter } from '../setup/navigation';

const push = vi.fn();
beforeEach(() => {
  Object.assign(navigation, { router: { ...spyRouter(), push } });
});

const { useMarkupLinks } = await import('@/components/ui/useMarkupLinks');

function Markup({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useMarkupLinks(ref);
  return <div ref={ref} data-testid="markup" dangerouslySetInnerHTML={{ __html: html }} />;
}

const HTML = [
  '<a id="page" href="/ll/fr/events/4?x=1#top"><span id="inner">Event</span></a>',
  '<a id="ics" href="/ll/api/calendar/event-4.ics?locale=fr" type="text/calendar">Add</a>',
  '<a id="api" href="/ll/api/races/1/results.csv">CSV</a>',
  '<a id="blank" href="/ll/events/5" target="_blank">New tab</a>',
  '<a id="away" href="https://elsewhere.test/ll/events/6">Away</a>',
].join('');

/** Whether the click was taken over (its default cancelled) by the time it reached the document. */
function click(id: string, init: MouseEventInit = {}): boolean {
  let taken = false;
  // jsdom cannot load another document: the default action is cancelled after looking at it.
  const look = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', look, { once: true });
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return taken;
}

describe('links of markup built from a model', () => {
  afterEach(() => {
    cleanup();
    push.mockReset();
  });

  it('navigates on the client to a page of the site, without the base path', () => {
    render(<Markup html={HTML} />);
    expect(click('inner')).toBe(true);
    expect(push).toHaveBeenCalledWith('/fr/events/4?x=1#top');
  });

  it('leaves files, feeds, the API, new tabs, other sites and modified clicks to the browser', () => {
    render(<Markup html={HTML} />);
    for (const id of ['ics', 'api', 'blank', 'away']) expect(click(id), id).toBe(false);
    expect(click('page', { ctrlKey: true })).toBe(false);
    expect(click('page', { button: 1 })).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });
});
