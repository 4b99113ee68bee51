import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';

/** Types of server/client-ip.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export type TProxyTrust = { hops: number; proxies: BlockList | null };

export declare const CLIENT_IP_HEADER: 'x-portal-client-ip';
export declare const E2E_CLIENT_IP_HEADER: 'x-e2e-client-ip';
export declare const MAX_TRUSTED_PROXY_HOPS: number;
export declare function normalizeAddress(value: string | undefined | null): string | undefined;
export declare function rateLimitAddress(ip: string | undefined): string;
export declare function parseProxyTrust(source: { hops?: string | number | undefined; proxies?: string | readonly string[] | undefined }): TProxyTrust;
export declare function resolveClientIp(input: { peer: string | undefined; forwardedFor: string | string[] | null | undefined; trust: TProxyTrust }): string | undefined;
export declare function setClientIpHeader(req: IncomingMessage, options: { trust: TProxyTrust; honourTestHeader: boolean }): void;
export declare function markClientIpHeaderSet(): void;
export declare function isClientIpHeaderSet(): boolean;
