import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server/action-calls.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export declare function markActionEntered(): void;
export declare function isServerActionRequest(req: IncomingMessage): boolean;
export declare function withActionCall<T>(req: IncomingMessage, res: ServerResponse, handle: () => T): T;
