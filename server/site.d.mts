/** Types of server/site.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export declare const BASE_PATH: string;
export declare const LOCALES: readonly ['en', 'es', 'fr'];
export declare const DEFAULT_LOCALE: (typeof LOCALES)[number];
export declare const LOCALE_COOKIE_NAME: string;
export declare const LOCALE_COOKIE_MAX_AGE: number;
export declare const SESSION_COOKIE_NAME_SECURE: string;
export declare const SESSION_COOKIE_NAME_PLAIN: string;
export declare const SESSION_COOKIE_NAMES: string[];
