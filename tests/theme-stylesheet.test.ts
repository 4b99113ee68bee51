import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { themeStylesheet } from '@/components/providers/theme-stylesheet';

describe('theme stylesheet', () => {
  it("holds the theme's CSS variables from the content service's colours", () => {
    const { css } = themeStylesheet(DEFAULT_THEME);
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain(`--mui-palette-primary-main:${DEFAULT_THEME.button};`);
    expect(css).toContain(`--mui-palette-secondary-main:${DEFAULT_THEME.navbar};`);
    expect(css).toContain('--mui-spacing:8px;');
    expect(css).toContain('color-scheme:light;');
    expect(css).toContain('body{margin:0;');
    expect(css).not.toMatch(/undefined|\[object Object\]/);
  });

  it('has a version that changes with the colours only', () => {
    const a = themeStylesheet(DEFAULT_THEME);
    expect(themeStylesheet({ ...DEFAULT_THEME }).version).toBe(a.version);
    const b = themeStylesheet({ ...DEFAULT_THEME, button: '#123456' });
    expect(b.version).not.toBe(a.version);
    expect(b.css).toContain('--mui-palette-primary-main:#123456;');
    expect(a.version).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});
