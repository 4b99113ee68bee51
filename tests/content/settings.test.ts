import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, parseParameterImages, parseSettings } from '@/lib/content/settings';

describe('global settings', () => {
  it('reads ids, languages and colours from name/value pairs', () => {
    const s = parseSettings([
      { name: 'default_organization', value: '3' },
      { name: 'default_promoter', value: '2, 5,x' },
      { name: 'default_promoter_user_id', value: '7' },
      { name: 'language_list', value: '["en","fr"]' },
      { name: 'default_locale', value: 'fr' },
      { name: 'color_navbar', value: '#102030' },
      { name: 'browser_tab_title', value: 'My Club' },
    ]);
    expect(s.defaultOrganizationId).toBe(3);
    expect(s.defaultPromoterIds).toEqual([2, 5]);
    expect(s.defaultPromoterUserId).toBe(7);
    expect(s.languages).toEqual(['en', 'fr']);
    expect(s.defaultLocale).toBe('fr');
    expect(s.theme.navbar).toBe('#102030');
    expect(s.browserTabTitle).toBe('My Club');
  });

  it('falls back to safe defaults for missing or malformed values', () => {
    const s = parseSettings([
      { name: 'default_organization', value: 'abc' },
      { name: 'language_list', value: '{not json' },
      { name: 'color_navbar', value: 'url(javascript:x)' },
      { name: 'font_size_subheader', value: 'huge' },
    ]);
    expect(s.defaultOrganizationId).toBe(1);
    expect(s.defaultPromoterIds).toEqual([1]);
    expect(s.languages).toEqual(['en']);
    expect(s.defaultLocale).toBe('en');
    expect(s.theme.navbar).toBe(DEFAULT_THEME.navbar);
    expect(s.theme.subheaderFontSize).toBe(DEFAULT_THEME.subheaderFontSize);
  });

  it('keeps an image size only when both sides are whole positive numbers', () => {
    const images = parseParameterImages([
      { name: 'logo', url: '/l.png', width: 240, height: 80 },
      { name: 'tab_logo', url: '/t.png', width: 64, height: null },
      { name: 'top_banner_logo', url: '/b.svg', width: 0, height: 120 },
      { name: 'image_placeholder', url: '/p.png', width: 320.4, height: Number.NaN },
    ]);
    expect(images.sizes).toEqual({ logo: { width: 240, height: 80 } });
    expect(parseParameterImages([{ name: 'logo', url: '/l.svg' }]).sizes).toBeUndefined();
  });

  it('names parameter images whatever the spelling', () => {
    expect(parseParameterImages([{ name: 'Top Banner Logo', url: '/a.svg' }, { name: 'logo', url: '/b.svg' }])).toMatchObject({
      topBannerLogo: '/a.svg',
      logo: '/b.svg',
    });
  });
});
