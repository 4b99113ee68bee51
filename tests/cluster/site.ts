import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';

/**
 * What the cluster checks (tests/cluster/*.check.ts) talk to: the site through nginx (`SITE`),
 * and each app server directly (`SERVERS`) only to show that both saw something. Set by
 * scripts/test-cluster.mjs. Every request goes over its own connection from the client's own
 * loopback address (127.x.y.z), so nginx sees several clients, as it would on the internet.
 */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these checks with npm run test:cluster`);
  return value;
}

export const SITE = required('CLUSTER_URL');
export const SERVERS = required('CLUSTER_SERVERS').split(',');
export const DATABASE_URL = required('CLUSTER_DATABASE_URL');

export type TResponse = { status: number; headers: IncomingHttpHeaders; body: string; server: number | undefined };
export type TClient = { ip: string; cookies: Map<string, string> };

let clients = 0;
/** A visitor of its own: a loopback address nobody else uses, and its own cookies. */
export function newClient(): TClient {
  clients++;
  return { ip: `127.0.${Math.floor(clients / 250) + 1}.${(clients % 250) + 2}`, cookies: new Map() };
}

/** Which app server (index in SERVERS) answered through nginx, from its `X-Upstream` header. */
function serverOf(headers: IncomingHttpHeaders): number | undefined {
  const upstream = String(headers['x-upstream'] ?? '').split(',').pop()?.trim();
  if (!upstream) return undefined;
  const index = SERVERS.findIndex((s) => new URL(s).host === upstream);
  return index === -1 ? undefined : index;
}

function keepCookies(client: TClient, headers: IncomingHttpHeaders): void {
  for (const line of headers['set-cookie'] ?? []) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const gone = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
    if (gone) client.cookies.delete(name);
    else client.cookies.set(name, value);
  }
}

/** One request (no redirect followed); the client's cookies go with it and are kept from the answer. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; client?: TClient } = {},
): Promise<TResponse> {
  const target = new URL(url);
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  const jar = options.client ? [...options.client.cookies].map(([n, v]) => `${n}=${v}`).join('; ') : '';
  if (jar && !headers.cookie) headers.cookie = jar;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? 'GET', headers, agent: false, localAddress: options.client?.ip },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (options.client) keepCookies(options.client, res.headers);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), server: serverOf(res.headers) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} in 30 s`)));
    req.end(options.body);
  });
}

/** A page or API path of the site, through nginx. */
export const site = (sitePath: string) => `${SITE}${sitePath}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees in a page: no scripts, no styles, no tags, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ');
}

/** The hidden fields of a form of the page (by its data-testid), as a browser without JavaScript posts them. */
export function hiddenFields(html: string, testId: string): [string, string][] {
  const start = html.search(new RegExp(`<form\\b[^>]*data-testid="${testId}"`));
  if (start === -1) throw new Error(`no form ${testId} in the page`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: [string, string][] = [];
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name === undefined) continue;
    fields.push([decodeEntities(name), decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? '')]);
  }
  return fields;
}

/** Post a form as a browser without JavaScript does (multipart, the site's own Origin). */
export function postForm(client: TClient, sitePath: string, fields: [string, string][]): Promise<TResponse> {
  const boundary = `----cluster${Math.random().toString(16).slice(2)}`;
  const body =
    fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
  return send(site(sitePath), { method: 'POST', client, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: SITE } });
}

let loginFields: Promise<[string, string][]> | undefined;

/**
 * Sign in on the login page, without JavaScript: a 303 to the account area and a session cookie
 * when it works. The form's hidden fields (the action's reference) are the same for every
 * visitor: read once, so that each sign-in is one request and consecutive ones alternate servers.
 */
export async function signIn(client: TClient, email: string, password: string): Promise<TResponse> {
  loginFields ??= send(site('/ll/login')).then((page) => {
    if (page.status !== 200) throw new Error(`login page answered ${page.status}`);
    return hiddenFields(page.body, 'login-form');
  });
  return postForm(client, '/ll/login', [...(await loginFields), ['email', email], ['password', password]]);
}

type TManifest = { node: Record<string, { exportedName?: string; filename?: string }> };
const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as TManifest;

/** The id of a server action in this build (what a page's button sends). */
export function actionId(filename: string, exportedName: string): string {
  const found = Object.entries(manifest.node).find(([, v]) => v.filename === filename && v.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} of ${filename} in the build`);
  return found[0];
}

/**
 * Call a server action the way the page's script does (its button): POST to the page with the
 * action's id and its arguments. A redirect comes back as `x-action-redirect`.
 */
export function callAction(client: TClient, pagePath: string, action: { file: string; name: string }, args: unknown[]): Promise<TResponse> {
  return send(site(pagePath), {
    method: 'POST',
    client,
    body: JSON.stringify(args),
    headers: { 'next-action': actionId(action.file, action.name), accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
  });
}

/** Where an action sent the browser (its redirect), or null. */
export function actionRedirect(response: TResponse): string | null {
  const header = response.headers['x-action-redirect'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value.split(';')[0] ?? null;
  const location = response.headers.location;
  return response.status >= 300 && response.status < 400 && location ? location : null;
}

/** The site's English messages, formatted as the app does. */
export const t = createTranslator({ locale: 'en', messages: en as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;

export type TStreamEvent = { id: string | undefined; event: string; data: string };

/**
 * A server-sent events stream (a live results page's), read as it comes: `next` waits for the
 * next event that matches.
 */
export function openStream(client: TClient, url: string, headers: Record<string, string> = {}) {
  const events: TStreamEvent[] = [];
  const waiters: { match: (e: TStreamEvent) => boolean; resolve: (e: TStreamEvent) => void }[] = [];
  let close = () => {};
  const opened = new Promise<{ status: number; headers: IncomingHttpHeaders; server: number | undefined }>((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { accept: 'text/event-stream', ...headers }, agent: false, localAddress: client.ip },
      (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, server: serverOf(res.headers) });
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: TStreamEvent = { id: undefined, event: 'message', data: '' };
            for (const line of block.split('\n')) {
              const at = line.indexOf(':');
              if (at <= 0) continue;
              const field = line.slice(0, at);
              const value = line.slice(at + 1).replace(/^ /, '');
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') event.data += event.data ? `\n${value}` : value;
            }
            if (!event.data && event.id === undefined) continue;
            events.push(event);
            for (const w of [...waiters]) {
              if (w.match(event)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(event);
              }
            }
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
    close = () => req.destroy();
    req.end();
  });
  return {
    opened,
    events,
    /** The next event from now on that matches (the ones already read do not count). */
    next(match: (e: TStreamEvent) => boolean, timeoutMs: number): Promise<TStreamEvent> {
      const from = events.length;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event in ${timeoutMs} ms (events: ${JSON.stringify(events.slice(from))})`)), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => close(),
  };
}
