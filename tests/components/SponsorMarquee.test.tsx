// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SponsorMarquee } from '@/components/layout/SponsorMarquee';
import type { TFloatingSponsors } from '@/lib/content/port';
import { renderWithIntl } from '../setup/intl';
import { setupUser, type TUser } from '../setup/user';

const data: TFloatingSponsors = {
  title: 'Our partners',
  spaces: 40,
  speed: 30000,
  height: 75,
  sponsors: [
    { id: 1, name: 'Dirt Depot', logoUrl: '/ll/uploads/sponsors/dirt.svg', link: 'https://dirt.example', tier: 'gold' },
    { id: 2, name: 'Pit Stop Café', logoUrl: '/ll/uploads/sponsors/pit.svg', tier: 'silver' },
  ],
};

const linkTitles = { 1: 'Visit Dirt Depot', 2: 'Visit Pit Stop Café' };

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('SponsorMarquee', () => {
  it('links a sponsor with a link in a new tab, and shows one without a link as a plain logo', () => {
    renderWithIntl(<SponsorMarquee data={data} linkTitles={linkTitles} />);
    const link = screen.getByRole('link', { name: 'Dirt Depot' });
    expect(link.getAttribute('href')).toBe('https://dirt.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('title')).toBe('Visit Dirt Depot');
    expect(screen.getByAltText('Pit Stop Café').closest('a')).toBeNull();
  });

  it('toggles pause with a click on the banner and with the button', async () => {
    renderWithIntl(<SponsorMarquee data={data} linkTitles={linkTitles} />);
    const banner = screen.getByTestId('sponsor-marquee');
    expect(banner.dataset.paused).toBe('false');
    await user.click(screen.getByTestId('sponsor-track'));
    expect(banner.dataset.paused).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Play the sponsor banner' }));
    expect(banner.dataset.paused).toBe('false');
  });

  it('uses the configured spacing and speed', () => {
    renderWithIntl(<SponsorMarquee data={data} linkTitles={linkTitles} />);
    const track = screen.getByTestId('sponsor-track');
    expect(getComputedStyle(track).gap).toBe('40px');
  });

  it('speaks the language of the page', () => {
    renderWithIntl(<SponsorMarquee data={data} linkTitles={linkTitles} />, 'fr');
    expect(screen.getByRole('button', { name: 'Mettre en pause le bandeau des commanditaires' })).toBeTruthy();
  });
});
