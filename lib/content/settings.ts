import { z } from 'zod';
import { DEFAULT_LAYOUT, DEFAULT_ORGANIZATION_ID, DEFAULT_PROMOTER_ID } from '../constants';
import { parseLanguageList, resolveDefaultLocale } from '../i18n/locale';
import type { TImageSize, TParameterImages, TSettings, TTheme } from './port';

/**
 * Global settings arrive as name/value pairs (seed §3). This turns them into typed settings with
 * safe defaults: a missing or malformed value never breaks the site, it falls back.
 */
export const DEFAULT_THEME: TTheme = {
  navbar: '#1b1f24',
  subheader: '#c62828',
  subheaderFont: '#ffffff',
  subheaderFontSize: '1.25rem',
  button: '#c62828',
  hover: '#8e0000',
  accordion: '#f3f4f6',
  normal: '#1f2937',
  mainMenuButtonFill: '#c62828',
  mainMenuButtonBorder: '#ffffff',
  mainMenuButtonFont: '#ffffff',
  mainMenuButtonFontSize: '1rem',
  successFill: '#e8f5e9',
  successBorder: '#2e7d32',
  successFont: '#1b5e20',
};

/** Setting names as the content service spells them. */
export const SETTING_NAMES = {
  defaultOrganization: 'default_organization',
  defaultPromoter: 'default_promoter',
  defaultPromoterUserId: 'default_promoter_user_id',
  defaultLocale: 'default_locale',
  languageList: 'language_list',
  localeList: 'locale_list',
  rootPath: 'root_path',
  browserTabTitle: 'browser_tab_title',
  layout: 'layout',
  apiLink: 'api_link',
  domain: 'domain',
  captchaSiteKey: 'captcha_site_key',
  mapsKey: 'maps_key',
} as const;

const THEME_SETTING: Record<keyof TTheme, string> = {
  navbar: 'color_navbar',
  subheader: 'color_subheader',
  subheaderFont: 'color_subheader_font',
  subheaderFontSize: 'font_size_subheader',
  button: 'color_button',
  hover: 'color_hover',
  accordion: 'color_accordion',
  normal: 'color_normal',
  mainMenuButtonFill: 'color_main_menu_button_fill',
  mainMenuButtonBorder: 'color_main_menu_button_border',
  mainMenuButtonFont: 'color_main_menu_button_font',
  mainMenuButtonFontSize: 'font_size_main_menu_button',
  successFill: 'color_success_message_fill',
  successBorder: 'color_success_message_border',
  successFont: 'color_success_message_font',
};

export const THEME_SETTING_NAMES = THEME_SETTING;

const ZColor = z.string().regex(/^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i);
const ZFontSize = z.string().regex(/^\d+(\.\d+)?(px|rem|em|pt|%)$/);
const ZPositiveInt = z.coerce.number().int().positive();

function positiveInt(value: string | undefined, fallback: number): number {
  const r = ZPositiveInt.safeParse(value);
  return r.success ? r.data : fallback;
}

export function parseSettings(pairs: { name: string; value: string }[], images: TParameterImages = {}): TSettings {
  const map = new Map(pairs.map((p) => [p.name.trim().toLowerCase(), p.value.trim()]));
  const get = (name: string) => {
    const v = map.get(name);
    return v === undefined || v === '' ? undefined : v;
  };

  const theme = { ...DEFAULT_THEME };
  for (const [key, name] of Object.entries(THEME_SETTING) as [keyof TTheme, string][]) {
    const value = get(name);
    const schema = key.endsWith('FontSize') ? ZFontSize : ZColor;
    if (value && schema.safeParse(value).success) theme[key] = value;
  }

  const promoterIds = (get(SETTING_NAMES.defaultPromoter) ?? '')
    .split(',')
    .map((v) => ZPositiveInt.safeParse(v.trim()))
    .flatMap((r) => (r.success ? [r.data] : []));

  const languages = parseLanguageList(get(SETTING_NAMES.languageList));
  return {
    defaultOrganizationId: positiveInt(get(SETTING_NAMES.defaultOrganization), DEFAULT_ORGANIZATION_ID),
    defaultPromoterIds: promoterIds.length > 0 ? promoterIds : [DEFAULT_PROMOTER_ID],
    defaultPromoterUserId: positiveInt(get(SETTING_NAMES.defaultPromoterUserId), DEFAULT_PROMOTER_ID),
    defaultLocale: resolveDefaultLocale(get(SETTING_NAMES.defaultLocale), languages),
    languages,
    rootPath: get(SETTING_NAMES.rootPath) ?? '/',
    browserTabTitle: get(SETTING_NAMES.browserTabTitle) ?? 'Racing Portal',
    layout: get(SETTING_NAMES.layout) ?? DEFAULT_LAYOUT,
    captchaSiteKey: get(SETTING_NAMES.captchaSiteKey),
    mapsKey: get(SETTING_NAMES.mapsKey),
    theme,
    images,
  };
}

const PARAMETER_IMAGE_NAMES = { logo: 'logo', imagePlaceholder: 'image_placeholder', tabLogo: 'tab_logo', topBannerLogo: 'top_banner_logo' } as const;

/** A width and height that make an image's size: whole positive numbers, else none. */
function imageSize(width: number | null | undefined, height: number | null | undefined): TImageSize | undefined {
  const whole = (n: number | null | undefined) => typeof n === 'number' && Number.isFinite(n) && n >= 1 && n <= 100_000;
  return whole(width) && whole(height) ? { width: Math.round(width!), height: Math.round(height!) } : undefined;
}

/** Parameter images by name (seed: logo, image placeholder, tab logo, top banner logo), with their sizes when known. */
export function parseParameterImages(rows: { name: string; url: string; width?: number | null; height?: number | null }[]): TParameterImages {
  const byName = new Map(rows.map((r) => [r.name.trim().toLowerCase().replace(/[\s-]+/g, '_'), r]));
  const images: TParameterImages = {};
  const sizes: NonNullable<TParameterImages['sizes']> = {};
  for (const [key, name] of Object.entries(PARAMETER_IMAGE_NAMES) as [keyof typeof PARAMETER_IMAGE_NAMES, string][]) {
    const row = byName.get(name);
    images[key] = row?.url;
    const size = imageSize(row?.width, row?.height);
    if (size) sizes[key] = size;
  }
  return Object.keys(sizes).length > 0 ? { ...images, sizes } : images;
}
