import { describe, expect, it } from 'vitest';
import { buildFloatingSponsors, isUsableLogoUrl } from '@/lib/content/sponsors';
import { SPONSOR_DEFAULT_HEIGHT, SPONSOR_DEFAULT_SPEED, SPONSOR_MIN_SPACING } from '@/lib/constants';

const sponsor = (id: number, logoUrl: string | null, link?: string) => ({ id, name: `Sponsor ${id}`, logoUrl, link, tier: 'gold' as const });

describe('floating sponsor banner', () => {
  it('drops sponsors without a usable logo url', () => {
    const result = buildFloatingSponsors({
      title: 'Partners',
      visible: true,
      sponsors: [sponsor(1, '/ll/uploads/a.svg'), sponsor(2, null), sponsor(3, ''), sponsor(4, 'javascript:alert(1)'), sponsor(5, 'https://cdn.example.org/b.png')],
    });
    expect(result?.sponsors.map((s) => s.id)).toEqual([1, 5]);
  });

  it('never spaces logos closer than the minimum', () => {
    const base = { title: 'P', visible: true, sponsors: [sponsor(1, '/a.svg')] };
    expect(buildFloatingSponsors({ ...base, spaces: 5 })?.spaces).toBe(SPONSOR_MIN_SPACING);
    expect(buildFloatingSponsors({ ...base, spaces: -10 })?.spaces).toBe(SPONSOR_MIN_SPACING);
    expect(buildFloatingSponsors({ ...base, spaces: 48 })?.spaces).toBe(48);
  });

  it('uses the default speed and height when missing or invalid', () => {
    const result = buildFloatingSponsors({ title: 'P', visible: true, speed: 0, height: null, sponsors: [sponsor(1, '/a.svg')] });
    expect(result?.speed).toBe(SPONSOR_DEFAULT_SPEED);
    expect(result?.height).toBe(SPONSOR_DEFAULT_HEIGHT);
  });

  it('shows nothing when hidden or when no sponsor has a logo', () => {
    expect(buildFloatingSponsors({ title: 'P', visible: false, sponsors: [sponsor(1, '/a.svg')] })).toBeNull();
    expect(buildFloatingSponsors({ title: 'P', visible: true, sponsors: [sponsor(1, null)] })).toBeNull();
  });

  it('accepts site paths and http(s) urls only', () => {
    expect(isUsableLogoUrl('/uploads/x.svg')).toBe(true);
    expect(isUsableLogoUrl('//evil.example/x.svg')).toBe(false);
    expect(isUsableLogoUrl('data:image/png;base64,xx')).toBe(false);
    expect(isUsableLogoUrl('  ')).toBe(false);
  });
});
