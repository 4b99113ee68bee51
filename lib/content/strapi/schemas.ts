import { z } from 'zod';

/**
 * Zod schemas of the Strapi v4 REST shapes the content adapter reads (seed §3, §7). Tolerant where
 * Strapi is: optional and nullable fields, media that is not populated or empty (`{ data: null }`),
 * either spelling of a field the seed gives two of (`name`/`Name`, `page_path`/`Link`), numbers sent
 * as strings. Strict where the adapter cannot work without it: a collection answer must carry a
 * `data` array, a single type `data` with `id` and `attributes`.
 *
 * Response envelope: `{ data: [{ id, attributes: {...} }], meta: { pagination } }` (collection) or
 * `{ data: { id, attributes }, meta: {} }` (single type). Relations and media are wrapped the same
 * way: `{ data: {...} | [...] | null }`. Localizations: `attributes.localizations.data[]`.
 */

const ZText = z.string().nullish();
const ZFlag = z.boolean().nullish();
/** Integers and decimals; big integers arrive as strings. */
const ZNumberish = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/).transform(Number)])
  .nullish();

/** `{ id, attributes }`, the wrapper of every entry, relation target and media file. */
export function ZStrapiEntity<A extends z.ZodType>(attributes: A) {
  return z.object({ id: z.number().int(), attributes });
}
export type TStrapiEntity<A> = { id: number; attributes: A };

export const ZStrapiPaginationSchema = z.object({
  page: z.number().optional(),
  pageSize: z.number().optional(),
  pageCount: z.number().optional(),
  start: z.number().optional(),
  limit: z.number().optional(),
  total: z.number().optional(),
});
export const ZStrapiMetaSchema = z.object({ pagination: ZStrapiPaginationSchema.optional() });
export type TStrapiMeta = z.infer<typeof ZStrapiMetaSchema>;

/** A collection answer: `data` must be an array. */
export function ZStrapiCollection<A extends z.ZodType>(attributes: A) {
  return z.object({ data: z.array(ZStrapiEntity(attributes)), meta: ZStrapiMetaSchema.nullish() });
}

/** A single-type (or single entry) answer; `data: null` is read as "not there". */
export function ZStrapiSingle<A extends z.ZodType>(attributes: A) {
  return z.object({ data: ZStrapiEntity(attributes).nullable(), meta: ZStrapiMetaSchema.nullish() });
}

// ---------------------------------------------------------------------------------------------
// Media

const ZStrapiMediaFormatSchema = z.object({
  url: z.string(),
  mime: ZText,
  width: ZNumberish,
  height: ZNumberish,
  size: ZNumberish,
});

export const ZStrapiMediaAttributesSchema = z.object({
  url: z.string(),
  name: ZText,
  alternativeText: ZText,
  caption: ZText,
  mime: ZText,
  /** Kilobytes (Strapi stores bytes / 1000, two decimals). */
  size: ZNumberish,
  width: ZNumberish,
  height: ZNumberish,
  formats: z
    .object({
      thumbnail: ZStrapiMediaFormatSchema.nullish(),
      small: ZStrapiMediaFormatSchema.nullish(),
      medium: ZStrapiMediaFormatSchema.nullish(),
      large: ZStrapiMediaFormatSchema.nullish(),
    })
    .nullish(),
});
export type TStrapiMediaAttributes = z.infer<typeof ZStrapiMediaAttributesSchema>;

/**
 * A media field, single or multiple: `{ data: { id, attributes } }`, `{ data: [...] }`, or
 * `{ data: null }` / absent when empty or not populated.
 */
export const ZStrapiMediaSchema = z
  .object({
    data: z.union([ZStrapiEntity(ZStrapiMediaAttributesSchema), z.array(ZStrapiEntity(ZStrapiMediaAttributesSchema))]).nullable(),
  })
  .nullish();
export type TStrapiMedia = z.infer<typeof ZStrapiMediaSchema>;

// ---------------------------------------------------------------------------------------------
// Menus (collection `menus`, relation `sub_menus` to collection `sub-menus`)

export const ZStrapiSubMenuAttributesSchema = z.object({
  Name: ZText,
  name: ZText,
  Link: ZText,
  page_path: ZText,
  Sort_Order: ZNumberish,
  sort_order: ZNumberish,
  page_content: ZText,
  IsOpenInNewTab: ZFlag,
  /** Not in the seed for sub-menus; honoured when present (false hides). */
  Visible: ZFlag,
  locale: ZText,
});
export type TStrapiSubMenuAttributes = z.infer<typeof ZStrapiSubMenuAttributesSchema>;

/** Sub-menus as a relation (`{ data: [...] }`) or as a repeatable component (`[{ id, ... }]`). */
export const ZStrapiSubMenusSchema = z
  .union([
    z.object({ data: z.array(ZStrapiEntity(ZStrapiSubMenuAttributesSchema)).nullable() }),
    z.array(ZStrapiSubMenuAttributesSchema.extend({ id: z.number().int() })),
  ])
  .nullish();

export const ZStrapiNameLocalizationAttributesSchema = z.object({ name: ZText, Name: ZText, locale: ZText });

export const ZStrapiMenuAttributesSchema = z.object({
  name: ZText,
  Name: ZText,
  Visible: ZFlag,
  bHideOnTopMenu: ZFlag,
  page_path: ZText,
  Link: ZText,
  IsOpenInNewTab: ZFlag,
  page_content: ZText,
  sub_menus: ZStrapiSubMenusSchema,
  /** An icon name, or a media file when the icon is an upload. */
  icon: z.union([z.string(), ZStrapiMediaSchema]).nullish(),
  sort_order: ZNumberish,
  locale: ZText,
  localizations: z.object({ data: z.array(ZStrapiEntity(ZStrapiNameLocalizationAttributesSchema)) }).nullish(),
});
export type TStrapiMenuAttributes = z.infer<typeof ZStrapiMenuAttributesSchema>;
export const ZStrapiMenuListSchema = ZStrapiCollection(ZStrapiMenuAttributesSchema);
export type TStrapiMenuList = z.infer<typeof ZStrapiMenuListSchema>;

// ---------------------------------------------------------------------------------------------
// Home content (`{page_content path}?populate[0]=Images`) and home menu buttons (`home-menus`)

const ZStrapiSectionSchema = z.object({ Title: ZText, Content: ZText }).nullish();

/** Sections either as components (`Section1: { Title, Content }`) or flat (`Section1Title`). */
export const ZStrapiHomeAttributesSchema = z.object({
  Title: ZText,
  Images: ZStrapiMediaSchema,
  Section1: ZStrapiSectionSchema,
  Section2: ZStrapiSectionSchema,
  Section3: ZStrapiSectionSchema,
  Section4: ZStrapiSectionSchema,
  Section1Title: ZText,
  Section1Content: ZText,
  Section2Title: ZText,
  Section2Content: ZText,
  Section3Title: ZText,
  Section3Content: ZText,
  Section4Title: ZText,
  Section4Content: ZText,
  locale: ZText,
});
export type TStrapiHomeAttributes = z.infer<typeof ZStrapiHomeAttributesSchema>;
export const ZStrapiHomeSchema = ZStrapiSingle(ZStrapiHomeAttributesSchema);
export type TStrapiHome = z.infer<typeof ZStrapiHomeSchema>;

export const ZStrapiHomeButtonAttributesSchema = z.object({
  name: ZText,
  Name: ZText,
  icon: z.union([z.string(), ZStrapiMediaSchema]).nullish(),
  page_path: ZText,
  page_content: ZText,
  sort_order: ZNumberish,
});
export type TStrapiHomeButtonAttributes = z.infer<typeof ZStrapiHomeButtonAttributesSchema>;
export const ZStrapiHomeButtonListSchema = ZStrapiCollection(ZStrapiHomeButtonAttributesSchema);

// ---------------------------------------------------------------------------------------------
// Sponsors (collection `sponsors`) and the floating banner (single type `floating-footer`)

export const ZStrapiSponsorAttributesSchema = z.object({
  Name: ZText,
  name: ZText,
  Logo: ZStrapiMediaSchema,
  Link: ZText,
  Description: ZText,
  description: ZText,
  Tier: ZText,
  tier: ZText,
  sort_order: ZNumberish,
});
export type TStrapiSponsorAttributes = z.infer<typeof ZStrapiSponsorAttributesSchema>;
export const ZStrapiSponsorListSchema = ZStrapiCollection(ZStrapiSponsorAttributesSchema);

export const ZStrapiFloatingSponsorsAttributesSchema = z.object({
  Title: ZText,
  spaces: ZNumberish,
  speed: ZNumberish,
  height: ZNumberish,
  Visible: ZFlag,
  sponsors: z.object({ data: z.array(ZStrapiEntity(ZStrapiSponsorAttributesSchema)).nullable() }).nullish(),
});
export type TStrapiFloatingSponsorsAttributes = z.infer<typeof ZStrapiFloatingSponsorsAttributesSchema>;
export const ZStrapiFloatingSponsorsSchema = ZStrapiSingle(ZStrapiFloatingSponsorsAttributesSchema);
export type TStrapiFloatingSponsors = z.infer<typeof ZStrapiFloatingSponsorsSchema>;

// ---------------------------------------------------------------------------------------------
// Settings: `parameters` (Name/Value) and `parameter-images`

const ZScalar = z.union([z.string(), z.number(), z.boolean()]).nullish();

export const ZStrapiParameterAttributesSchema = z.object({ Name: ZText, name: ZText, Value: ZScalar, value: ZScalar });
export type TStrapiParameterAttributes = z.infer<typeof ZStrapiParameterAttributesSchema>;
export const ZStrapiParameterListSchema = ZStrapiCollection(ZStrapiParameterAttributesSchema);

/**
 * An image parameter: `Name` plus a media field (`Image`, `image` or `Value`). Other media fields
 * are kept (loose) so an entry holding one media field per image (`logo`, `tab_logo`…) works too.
 */
export const ZStrapiParameterImageAttributesSchema = z.looseObject({
  Name: ZText,
  name: ZText,
  Image: ZStrapiMediaSchema,
  image: ZStrapiMediaSchema,
  Value: z.union([z.string(), ZStrapiMediaSchema]).nullish(),
});
export type TStrapiParameterImageAttributes = z.infer<typeof ZStrapiParameterImageAttributesSchema>;
export const ZStrapiParameterImageListSchema = ZStrapiCollection(ZStrapiParameterImageAttributesSchema);

// ---------------------------------------------------------------------------------------------
// Footer (`static-footers`)

export const ZStrapiFooterItemAttributesSchema = z.object({
  name: ZText,
  Name: ZText,
  page_link: ZText,
  IsOpenInNewTab: ZFlag,
  visible: ZFlag,
  sort_order: ZNumberish,
});
export type TStrapiFooterItemAttributes = z.infer<typeof ZStrapiFooterItemAttributesSchema>;
export const ZStrapiFooterListSchema = ZStrapiCollection(ZStrapiFooterItemAttributesSchema);

// ---------------------------------------------------------------------------------------------
// Simple pages (`simple-pages`)

export const ZStrapiSimplePageAttributesSchema = z.object({
  SeoLink: ZText,
  Title: ZText,
  Description: ZText,
  PageName: ZText,
  PageTitle: ZText,
  PageDescription: ZText,
  updatedAt: ZText,
  createdAt: ZText,
  locale: ZText,
});
export type TStrapiSimplePageAttributes = z.infer<typeof ZStrapiSimplePageAttributesSchema>;
export const ZStrapiSimplePageListSchema = ZStrapiCollection(ZStrapiSimplePageAttributesSchema);

// ---------------------------------------------------------------------------------------------
// News, FAQs, rules, documents: collection types the seed does not name (see strapi/index.ts).

const ZTimestamps = { published_at: ZText, publishedAt: ZText, createdAt: ZText, updatedAt: ZText };

export const ZStrapiNewsAttributesSchema = z.object({
  slug: ZText,
  title: ZText,
  summary: ZText,
  body: ZText,
  image: ZStrapiMediaSchema,
  ...ZTimestamps,
});
export type TStrapiNewsAttributes = z.infer<typeof ZStrapiNewsAttributesSchema>;
export const ZStrapiNewsListSchema = ZStrapiCollection(ZStrapiNewsAttributesSchema);

export const ZStrapiFaqAttributesSchema = z.object({ question: ZText, answer: ZText, category: ZText, sort_order: ZNumberish });
export type TStrapiFaqAttributes = z.infer<typeof ZStrapiFaqAttributesSchema>;
export const ZStrapiFaqListSchema = ZStrapiCollection(ZStrapiFaqAttributesSchema);

export const ZStrapiRuleAttributesSchema = z.object({ slug: ZText, title: ZText, body: ZText, sort_order: ZNumberish });
export type TStrapiRuleAttributes = z.infer<typeof ZStrapiRuleAttributesSchema>;
export const ZStrapiRuleListSchema = ZStrapiCollection(ZStrapiRuleAttributesSchema);

export const ZStrapiDocumentAttributesSchema = z.object({
  title: ZText,
  description: ZText,
  category: ZText,
  file: ZStrapiMediaSchema,
  language: ZText,
  ...ZTimestamps,
});
export type TStrapiDocumentAttributes = z.infer<typeof ZStrapiDocumentAttributesSchema>;
export const ZStrapiDocumentListSchema = ZStrapiCollection(ZStrapiDocumentAttributesSchema);

// ---------------------------------------------------------------------------------------------
// Contact lists (`contact-lists`), about page (`about-page`), contact messages

export const ZStrapiContactSchema = z.object({
  name: ZText,
  Name: ZText,
  role: ZText,
  Role: ZText,
  email: ZText,
  Email: ZText,
  phone: ZText,
  Phone: ZText,
});
export type TStrapiContact = z.infer<typeof ZStrapiContactSchema>;

export const ZStrapiContactListAttributesSchema = z.object({
  title: ZText,
  Title: ZText,
  /** A repeatable component of contacts. */
  contacts: z.array(ZStrapiContactSchema).nullish(),
  sort_order: ZNumberish,
});
export type TStrapiContactListAttributes = z.infer<typeof ZStrapiContactListAttributesSchema>;
export const ZStrapiContactListListSchema = ZStrapiCollection(ZStrapiContactListAttributesSchema);

export const ZStrapiAboutLocalizationAttributesSchema = z.object({
  title: ZText,
  about_page: ZText,
  body_page: ZText,
  locale: ZText,
});
export const ZStrapiAboutAttributesSchema = ZStrapiAboutLocalizationAttributesSchema.extend({
  localizations: z.object({ data: z.array(ZStrapiEntity(ZStrapiAboutLocalizationAttributesSchema)) }).nullish(),
});
export type TStrapiAboutAttributes = z.infer<typeof ZStrapiAboutAttributesSchema>;
export const ZStrapiAboutSchema = ZStrapiSingle(ZStrapiAboutAttributesSchema);
export type TStrapiAbout = z.infer<typeof ZStrapiAboutSchema>;

/** The answer to POST contact-messages: only the new entry's id matters. */
export const ZStrapiCreatedSchema = z.object({ data: z.object({ id: z.number().int() }) });
