import { SPONSOR_DEFAULT_HEIGHT, SPONSOR_DEFAULT_SPEED, SPONSOR_MIN_SPACING } from '../constants';
import type { TFloatingSponsors, TSponsor } from './port';

/** A logo url is usable when it is an http(s) URL or a site path to an image. */
export function isUsableLogoUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const value = url.trim();
  if (value === '') return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The floating sponsor banner's rules (seed §5, §9): spacing never below 20, speed and height
 * default to 30000 and 75, sponsors without a usable logo dropped; nothing to show when hidden or
 * empty.
 */
export function buildFloatingSponsors(input: {
  title: string;
  spaces?: number | null;
  speed?: number | null;
  height?: number | null;
  visible: boolean;
  sponsors: (Omit<TSponsor, 'logoUrl'> & { logoUrl?: string | null })[];
}): TFloatingSponsors | null {
  if (!input.visible) return null;
  const sponsors = input.sponsors.filter((s): s is TSponsor => isUsableLogoUrl(s.logoUrl));
  if (sponsors.length === 0) return null;
  const positive = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);
  return {
    title: input.title,
    spaces: Math.max(SPONSOR_MIN_SPACING, positive(input.spaces) ?? SPONSOR_MIN_SPACING),
    speed: positive(input.speed) ?? SPONSOR_DEFAULT_SPEED,
    height: positive(input.height) ?? SPONSOR_DEFAULT_HEIGHT,
    sponsors,
  };
}
