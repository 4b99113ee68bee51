// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithIntl } from '../setup/intl';
import { mockPageReload } from '../setup/location';
import { navigation } from '../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/registration/participant', search: '', params: {} });
});

const { default: PageError } = await import('@/app/[locale]/(main)/error');

describe('the error boundary of the pages', () => {
  const reload = mockPageReload();

  it('loads the page in full when a navigation needed a chunk that is gone (a new version), once', () => {
    const error = Object.assign(new Error('Failed to load chunk /ll/_next/static/chunks/a.js from module 7'), { name: 'ChunkLoadError' });
    renderWithIntl(<PageError error={error} reset={() => {}} />);
    expect(reload).toHaveBeenCalledTimes(1);
    // Within a minute: the message and its buttons, no second reload.
    renderWithIntl(<PageError error={error} reset={() => {}} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('shows the message for any other error, without reloading', () => {
    renderWithIntl(<PageError error={new Error('boom')} reset={() => {}} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
