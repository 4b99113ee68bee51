/** Types of server/accept-language.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export type TLanguageRange = { language: string; q: number };
/** The languages a header asks for, most wanted first (by weight, then order), unwanted ones left out. */
export declare function parseAcceptLanguage(header: string | null | undefined): TLanguageRange[];
/** The language of `locales` the header wants most (`*`: `anyLocale`, else the first of `locales` it does not name); null when it names none. */
export declare function preferredLocale<L extends string>(header: string | null | undefined, locales: readonly L[], anyLocale: L): L | null;
