// @ts-check
/**
 * The nginx configuration of several app servers (README "Run several servers"), from the one
 * template deploy/nginx.conf.template: the app's own settings (base path, languages, cookie
 * names, body limit) are filled in from server/config.mjs, the rest from the caller. `npm run
 * test:cluster` runs what this renders; tests/server/nginx-config.test.ts checks that the README
 * shows the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTION_BODY_LIMIT_BYTES, BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_NAME, LOCALES, SESSION_COOKIE_NAMES } from '../../server/config.mjs';

export const NGINX_TEMPLATE_FILE = fileURLToPath(new URL('../../deploy/nginx.conf.template', import.meta.url));

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The language rules of the cache: when a page's answer is sure not to depend on the visitor's
 * language cookie or Accept-Language (see the template).
 */
function languageRules() {
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  return [
    `    "~^${DEFAULT_LOCALE}:${DEFAULT_LOCALE}:" 0;`,
    `    "${DEFAULT_LOCALE}::${DEFAULT_LOCALE}" 0;`,
    ...others.map((l) => `    "~^${l}:(${l})?:" 0;`),
  ].join('\n');
}

/**
 * The configuration for these app servers.
 * @param {{ runDir: string; listen: string; servers: string[]; template?: string }} options
 *   runDir: folder for pid, logs, temporary files and the cache; listen: nginx's address;
 *   servers: the app servers' `host:port`.
 * @returns {string}
 */
export function renderNginxConfig(options) {
  const template = options.template ?? readFileSync(NGINX_TEMPLATE_FILE, 'utf8');
  const values = {
    RUN_DIR: path.resolve(options.runDir),
    LISTEN: options.listen,
    SERVERS: options.servers.map((s) => `    server ${s};`).join('\n'),
    BODY_LIMIT: `${Math.ceil(ACTION_BODY_LIMIT_BYTES / (1024 * 1024))}m`,
    SESSION_COOKIES: SESSION_COOKIE_NAMES.map(escapeRegExp).join('|'),
    LOCALE_COOKIE: LOCALE_COOKIE_NAME,
    BASE_PATH: BASE_PATH,
    DEFAULT_LOCALE: DEFAULT_LOCALE,
    OTHER_LOCALES: LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|'),
    LANGUAGE_RULES: languageRules(),
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`nginx template: unknown value ${whole}`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
  return rendered;
}

/** The example of the README ("Run several servers"): two app servers on a private network. */
export const README_EXAMPLE = { listen: '80', runDir: '/var/lib/portal-nginx', servers: ['10.0.0.11:3000', '10.0.0.12:3000'] };
export const README_FILE = fileURLToPath(new URL('../../README.md', import.meta.url));
const README_START = '<!-- nginx.conf: node scripts/cluster/nginx-config.mjs --readme writes this block -->';
const README_END = '<!-- /nginx.conf -->';

/** The README's configuration block (between its markers), or null when it has none. @param {string} readme */
export function readmeBlock(readme) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start) return null;
  return readme.slice(start + README_START.length, end);
}

/** What the README's block must be: the README example, rendered. */
export function expectedReadmeBlock() {
  return `\n\`\`\`nginx\n${renderNginxConfig(README_EXAMPLE)}\`\`\`\n`;
}

// `node scripts/cluster/nginx-config.mjs --listen 80 --run-dir /var/lib/portal-nginx --server 10.0.0.11:3000 --server 10.0.0.12:3000`
// prints the configuration for those servers; `--readme` writes the README's example again.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: README_EXAMPLE.listen },
      'run-dir': { type: 'string', default: README_EXAMPLE.runDir },
      server: { type: 'string', multiple: true, default: README_EXAMPLE.servers },
      readme: { type: 'boolean', default: false },
    },
  });
  if (values.readme) {
    const { writeFileSync } = await import('node:fs');
    const readme = readFileSync(README_FILE, 'utf8');
    const block = readmeBlock(readme);
    if (block === null) throw new Error(`README.md has no block between ${README_START} and ${README_END}`);
    writeFileSync(README_FILE, readme.replace(`${README_START}${block}${README_END}`, `${README_START}${expectedReadmeBlock()}${README_END}`));
    console.log('README.md: nginx configuration written');
  } else {
    process.stdout.write(renderNginxConfig({ listen: values.listen, runDir: values['run-dir'], servers: values.server }));
  }
}
