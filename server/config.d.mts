export declare const BASE_PATH: string;
export declare const LOCALES: string[];
export declare const DEFAULT_LOCALE: string;
export declare const LOCALE_COOKIE_NAME: string;
export declare const LOCALE_COOKIE_MAX_AGE: number;
export declare const SESSION_COOKIE_NAMES: string[];
export declare const ACTION_BODY_LIMIT_BYTES: number;
