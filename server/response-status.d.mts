import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server/response-status.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export declare const UNAVAILABLE_RETRY_AFTER_SECONDS: number;
export declare function markServiceUnavailable(): void;
export declare function markNotImplemented(): void;
export declare function withResponseStatus<T>(req: IncomingMessage, res: ServerResponse, handle: () => T): T;
