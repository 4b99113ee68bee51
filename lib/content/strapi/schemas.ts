import { z } from 'zod';

/**
 * Zod schemas of the Strapi REST answers the content adapter reads (seed §3, §7), for Strapi 4 and
 * Strapi 5 (docs/decisions/026-strapi-4-and-5.md).
 *
 * Strapi 5 answers flat: `{ data: [{ id, documentId, Title, Images: [{ url… }], sub_menus: [...] }] }`.
 * Strapi 4 wraps every entry, relation target and media file as `{ id, attributes: {...} }` and
 * every relation or media field as `{ data: … }`. Each answer is looked at on its own: when its
 * `data` holds Strapi 4 entries, it is flattened to the Strapi 5 shape first (`flattenStrapi4`),
 * so one set of schemas reads both, and a server upgraded from 4 to 5 keeps working.
 *
 * Tolerant where Strapi is: optional and nullable fields, media that is not populated or empty,
 * either spelling of a field the seed gives two of (`name`/`Name`, `page_path`/`Link`), numbers sent
 * as strings, rich text as Markdown, HTML or Strapi 5 blocks. Strict where the adapter cannot work
 * without it: a collection answer must carry a `data` array, an entry a numeric `id`.
 */

const ZText = z.string().nullish();
const ZFlag = z.boolean().nullish();
/** Integers and decimals; big integers arrive as strings. */
const ZNumberish = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/).transform(Number)])
  .nullish();

// ---------------------------------------------------------------------------------------------
// Strapi 4 → Strapi 5 shape

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ id, attributes: {...} }`: an entry, relation target or media file of Strapi 4. */
function isStrapi4Entity(value: unknown): value is { id: unknown; attributes: Record<string, unknown> } {
  return isRecord(value) && 'id' in value && isRecord(value.attributes);
}

/** `{ data: … }` (with `meta` at most): a relation or media field of Strapi 4. */
function isStrapi4Wrapper(value: Record<string, unknown>): boolean {
  return 'data' in value && Object.keys(value).every((k) => k === 'data' || k === 'meta') && (value.data === null || typeof value.data === 'object');
}

/** A Strapi 4 value in the Strapi 5 shape: entities unwrapped, `{ data }` fields replaced by their data. */
export function flattenStrapi4(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenStrapi4);
  if (!isRecord(value)) return value;
  if (isStrapi4Entity(value)) {
    const { attributes, ...rest } = value;
    return flattenStrapi4({ ...attributes, ...rest });
  }
  if (isStrapi4Wrapper(value)) return flattenStrapi4(value.data);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flattenStrapi4(v)]));
}

/** Whether an answer's `data` holds Strapi 4 entries. */
export function isStrapi4Answer(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const data = body.data;
  return Array.isArray(data) ? data.some(isStrapi4Entity) : isStrapi4Entity(data);
}

/** The answer with its `data` in the Strapi 5 shape (other keys, such as `meta`, kept). */
export function toStrapi5Answer(body: unknown): unknown {
  if (!isStrapi4Answer(body)) return body;
  const answer = body as Record<string, unknown>;
  return { ...answer, data: flattenStrapi4(answer.data) };
}

// ---------------------------------------------------------------------------------------------
// Envelopes

/** What every entry has: its id (per locale), Strapi 5's document id, its locale and the links to its translations. */
const ZLinkSchema = z.object({ id: z.number().int(), documentId: ZText, locale: ZText });
export type TStrapiLink = z.infer<typeof ZLinkSchema>;

const ZEntryBase = {
  id: z.number().int(),
  documentId: ZText,
  locale: ZText,
  createdAt: ZText,
  updatedAt: ZText,
  publishedAt: ZText,
};

/** An entry: the common fields and the content type's own. */
export function ZStrapiEntry<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...ZEntryBase, ...shape, localizations: z.array(ZLinkSchema.loose()).nullish() });
}
/** What the adapter needs of any entry (ids and translation links). */
export type TStrapiEntryBase = {
  id: number;
  documentId?: string | null;
  locale?: string | null;
  localizations?: TStrapiLink[] | null;
};

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

/** A collection answer (Strapi 4 or 5): `data` must be an array. */
export function ZStrapiCollection<E extends z.ZodType>(entry: E) {
  return z.preprocess(toStrapi5Answer, z.object({ data: z.array(entry), meta: ZStrapiMetaSchema.nullish() }));
}

/** A single-type answer (Strapi 4 or 5); `data: null` is read as "not there". */
export function ZStrapiSingle<E extends z.ZodType>(entry: E) {
  return z.preprocess(toStrapi5Answer, z.object({ data: entry.nullable(), meta: ZStrapiMetaSchema.nullish() }));
}

// ---------------------------------------------------------------------------------------------
// Rich text: Markdown or HTML (a string), or Strapi 5 blocks

type TBlockNode = { type: string; [key: string]: unknown };
/** A Strapi 5 "Rich text (Blocks)" value: a list of nodes, each with a type (read by ../richtext.ts). */
export const ZStrapiBlocksSchema = z.array(z.looseObject({ type: z.string() })) as z.ZodType<TBlockNode[]>;
export const ZStrapiRichTextSchema = z.union([z.string(), ZStrapiBlocksSchema]).nullish();
export type TStrapiRichText = z.infer<typeof ZStrapiRichTextSchema>;

// ---------------------------------------------------------------------------------------------
// Media

const ZStrapiMediaFormatSchema = z.object({
  url: z.string(),
  mime: ZText,
  width: ZNumberish,
  height: ZNumberish,
  size: ZNumberish,
});

export const ZStrapiFileSchema = z.object({
  id: z.number().int(),
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
export type TStrapiFile = z.infer<typeof ZStrapiFileSchema>;

/** A media field, single or multiple; null or absent when empty or not populated. */
export const ZStrapiMediaSchema = z.union([ZStrapiFileSchema, z.array(ZStrapiFileSchema)]).nullish();
export type TStrapiMedia = z.infer<typeof ZStrapiMediaSchema>;

// ---------------------------------------------------------------------------------------------
// Menus (collection `menus`, relation `sub_menus` to collection `sub-menus` or a repeatable component)

export const ZStrapiSubMenuSchema = z.object({
  id: z.number().int(),
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
});
export type TStrapiSubMenu = z.infer<typeof ZStrapiSubMenuSchema>;

export const ZStrapiMenuSchema = ZStrapiEntry({
  name: ZText,
  Name: ZText,
  Visible: ZFlag,
  bHideOnTopMenu: ZFlag,
  page_path: ZText,
  Link: ZText,
  IsOpenInNewTab: ZFlag,
  page_content: ZText,
  sub_menus: z.array(ZStrapiSubMenuSchema).nullish(),
  /** An icon name, or a media file when the icon is an upload. */
  icon: z.union([z.string(), ZStrapiMediaSchema]).nullish(),
  sort_order: ZNumberish,
});
export type TStrapiMenu = z.infer<typeof ZStrapiMenuSchema>;
export const ZStrapiMenuListSchema = ZStrapiCollection(ZStrapiMenuSchema);

// ---------------------------------------------------------------------------------------------
// Home content (`{page_content path}`, populated Images and Section1..4) and home buttons (`home-menus`)

const ZStrapiSectionSchema = z.object({ Title: ZText, Content: ZStrapiRichTextSchema }).nullish();

/** Sections either as components (`Section1: { Title, Content }`) or flat (`Section1Title`). */
export const ZStrapiHomeSchema = ZStrapiEntry({
  Title: ZText,
  Images: ZStrapiMediaSchema,
  Section1: ZStrapiSectionSchema,
  Section2: ZStrapiSectionSchema,
  Section3: ZStrapiSectionSchema,
  Section4: ZStrapiSectionSchema,
  Section1Title: ZText,
  Section1Content: ZStrapiRichTextSchema,
  Section2Title: ZText,
  Section2Content: ZStrapiRichTextSchema,
  Section3Title: ZText,
  Section3Content: ZStrapiRichTextSchema,
  Section4Title: ZText,
  Section4Content: ZStrapiRichTextSchema,
});
export type TStrapiHome = z.infer<typeof ZStrapiHomeSchema>;
export const ZStrapiHomeAnswerSchema = ZStrapiSingle(ZStrapiHomeSchema);

export const ZStrapiHomeButtonSchema = ZStrapiEntry({
  name: ZText,
  Name: ZText,
  icon: z.union([z.string(), ZStrapiMediaSchema]).nullish(),
  page_path: ZText,
  page_content: ZText,
  sort_order: ZNumberish,
});
export type TStrapiHomeButton = z.infer<typeof ZStrapiHomeButtonSchema>;
export const ZStrapiHomeButtonListSchema = ZStrapiCollection(ZStrapiHomeButtonSchema);

// ---------------------------------------------------------------------------------------------
// Sponsors (collection `sponsors`) and the floating banner (single type `floating-footer`)

export const ZStrapiSponsorSchema = ZStrapiEntry({
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
export type TStrapiSponsor = z.infer<typeof ZStrapiSponsorSchema>;
export const ZStrapiSponsorListSchema = ZStrapiCollection(ZStrapiSponsorSchema);

export const ZStrapiFloatingSponsorsSchema = ZStrapiEntry({
  Title: ZText,
  spaces: ZNumberish,
  speed: ZNumberish,
  height: ZNumberish,
  Visible: ZFlag,
  sponsors: z.array(ZStrapiSponsorSchema).nullish(),
});
export type TStrapiFloatingSponsors = z.infer<typeof ZStrapiFloatingSponsorsSchema>;
export const ZStrapiFloatingSponsorsAnswerSchema = ZStrapiSingle(ZStrapiFloatingSponsorsSchema);

// ---------------------------------------------------------------------------------------------
// Settings: `parameters` (Name/Value) and `parameter-images`

const ZScalar = z.union([z.string(), z.number(), z.boolean()]).nullish();

export const ZStrapiParameterSchema = ZStrapiEntry({ Name: ZText, name: ZText, Value: ZScalar, value: ZScalar });
export type TStrapiParameter = z.infer<typeof ZStrapiParameterSchema>;
export const ZStrapiParameterListSchema = ZStrapiCollection(ZStrapiParameterSchema);

/**
 * An image parameter: `Name` plus a media field (`Image`, `image` or `Value`). Other fields are
 * kept (loose) so an entry holding one media field per image (`logo`, `tab_logo`…) works too.
 */
export const ZStrapiParameterImageSchema = ZStrapiEntry({
  Name: ZText,
  name: ZText,
  Image: ZStrapiMediaSchema,
  image: ZStrapiMediaSchema,
  Value: z.union([z.string(), ZStrapiMediaSchema]).nullish(),
}).loose();
export type TStrapiParameterImage = z.infer<typeof ZStrapiParameterImageSchema>;
export const ZStrapiParameterImageListSchema = ZStrapiCollection(ZStrapiParameterImageSchema);

// ---------------------------------------------------------------------------------------------
// Footer (`static-footers`)

export const ZStrapiFooterItemSchema = ZStrapiEntry({
  name: ZText,
  Name: ZText,
  page_link: ZText,
  IsOpenInNewTab: ZFlag,
  visible: ZFlag,
  sort_order: ZNumberish,
});
export type TStrapiFooterItem = z.infer<typeof ZStrapiFooterItemSchema>;
export const ZStrapiFooterListSchema = ZStrapiCollection(ZStrapiFooterItemSchema);

// ---------------------------------------------------------------------------------------------
// Simple pages (`simple-pages`)

export const ZStrapiSimplePageSchema = ZStrapiEntry({
  SeoLink: ZText,
  Title: ZText,
  Description: ZStrapiRichTextSchema,
  PageName: ZText,
  PageTitle: ZText,
  PageDescription: ZStrapiRichTextSchema,
});
export type TStrapiSimplePage = z.infer<typeof ZStrapiSimplePageSchema>;
export const ZStrapiSimplePageListSchema = ZStrapiCollection(ZStrapiSimplePageSchema);

// ---------------------------------------------------------------------------------------------
// News, FAQs, rules, documents: collection types the seed does not name (see strapi/index.ts).

export const ZStrapiNewsSchema = ZStrapiEntry({
  slug: ZText,
  title: ZText,
  summary: ZText,
  body: ZStrapiRichTextSchema,
  image: ZStrapiMediaSchema,
});
export type TStrapiNews = z.infer<typeof ZStrapiNewsSchema>;
export const ZStrapiNewsListSchema = ZStrapiCollection(ZStrapiNewsSchema);

export const ZStrapiFaqSchema = ZStrapiEntry({ question: ZText, answer: ZStrapiRichTextSchema, category: ZText, sort_order: ZNumberish });
export type TStrapiFaq = z.infer<typeof ZStrapiFaqSchema>;
export const ZStrapiFaqListSchema = ZStrapiCollection(ZStrapiFaqSchema);

export const ZStrapiRuleSchema = ZStrapiEntry({ slug: ZText, title: ZText, body: ZStrapiRichTextSchema, sort_order: ZNumberish });
export type TStrapiRule = z.infer<typeof ZStrapiRuleSchema>;
export const ZStrapiRuleListSchema = ZStrapiCollection(ZStrapiRuleSchema);

export const ZStrapiDocumentSchema = ZStrapiEntry({
  title: ZText,
  description: ZText,
  category: ZText,
  file: ZStrapiMediaSchema,
  language: ZText,
});
export type TStrapiDocument = z.infer<typeof ZStrapiDocumentSchema>;
export const ZStrapiDocumentListSchema = ZStrapiCollection(ZStrapiDocumentSchema);

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

export const ZStrapiContactListSchema = ZStrapiEntry({
  title: ZText,
  Title: ZText,
  /** A repeatable component of contacts. */
  contacts: z.array(ZStrapiContactSchema).nullish(),
  sort_order: ZNumberish,
});
export type TStrapiContactList = z.infer<typeof ZStrapiContactListSchema>;
export const ZStrapiContactListListSchema = ZStrapiCollection(ZStrapiContactListSchema);

export const ZStrapiAboutSchema = ZStrapiEntry({ title: ZText, about_page: ZStrapiRichTextSchema, body_page: ZStrapiRichTextSchema });
export type TStrapiAbout = z.infer<typeof ZStrapiAboutSchema>;
export const ZStrapiAboutAnswerSchema = ZStrapiSingle(ZStrapiAboutSchema);

/** The server's languages (`GET /i18n/locales`): a plain list (Strapi 4 and 5). */
export const ZStrapiLocaleListSchema = z.array(z.object({ code: z.string(), name: ZText, isDefault: ZFlag }));
export type TStrapiLocaleList = z.infer<typeof ZStrapiLocaleListSchema>;

/** The answer to POST contact-messages: only the new entry's id matters. */
export const ZStrapiCreatedSchema = z.preprocess(toStrapi5Answer, z.object({ data: z.object({ id: z.number().int() }) }));
