// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { THome } from '@/lib/content/port';
import { renderWithIntl } from '../setup/intl';
import { navigation } from '../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/', search: '', params: {} });
});

const { HomeCarousel } = await import('@/components/home/HomeCarousel');

const images: THome['images'] = [
  { id: 1, url: '/ll/uploads/a.svg', alt: 'Start gate', caption: 'Check the calendar', link: '/event-calendar' },
  { id: 2, url: '/ll/uploads/b.svg', alt: 'Quads', caption: 'Partner site', link: 'https://example.org/quads' },
];

describe('HomeCarousel', () => {
  // Links carry the language prefix; Next adds the base path /ll at run time (e2e/hardening-ui.spec.ts checks it).
  it.each([
    ['en', '/event-calendar'],
    ['es', '/es/event-calendar'],
    ['fr', '/fr/event-calendar'],
  ] as const)('links a slide to an app page in the page language (%s)', (locale, href) => {
    renderWithIntl(<HomeCarousel images={images} />, locale);
    const [first, second] = screen.getAllByTestId('carousel-link');
    expect(first!.getAttribute('href')).toBe(href);
    expect(second!.getAttribute('href')).toBe('https://example.org/quads');
  });
});
