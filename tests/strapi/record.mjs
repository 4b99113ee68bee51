#!/usr/bin/env node
// Records the answers of a running test Strapi server into the fixtures of the fast fake-server
// tests (tests/fixtures/strapi/{version}/): every content type fully populated, in every locale,
// the locale list, and Strapi's own error answers to an unknown sort, filter and populate key.
//
//   node tests/strapi/record.mjs v4 http://127.0.0.1:1337
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readJson, STRAPI_DIR, VERSIONS } from './shared.mjs';

const [version, origin] = process.argv.slice(2);
if (!VERSIONS.includes(version) || !origin) {
  console.error('usage: node tests/strapi/record.mjs v4|v5 http://127.0.0.1:port');
  process.exit(2);
}
const out = path.resolve(STRAPI_DIR, '..', 'fixtures', 'strapi', version);
const model = await readJson('model.json');
const content = await readJson('content.json');

/** Every relation (with its own relations), media, component and the localizations, one level down. */
function deepPopulate(type) {
  const params = new URLSearchParams();
  for (const [key, attribute] of Object.entries(type.attributes)) {
    if (attribute.type === 'relation') params.set(`populate[${key}][populate]`, '*');
    else if (attribute.type === 'media' || attribute.type === 'component') params.set(`populate[${key}]`, 'true');
  }
  if (type.localized) params.set('populate[localizations]', 'true');
  return params;
}

async function get(pathAndQuery) {
  const response = await fetch(`${origin}/api/${pathAndQuery}`);
  return { status: response.status, body: await response.json() };
}

async function save(name, value) {
  await writeFile(path.join(out, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const locales = await get('i18n/locales');
await save('i18n-locales', locales.body);

for (const [name, type] of Object.entries(model.contentTypes)) {
  if ((type.public ?? ['find']).includes('find') === false) continue;
  const route = type.kind === 'singleType' ? name : type.pluralName;
  const codes = type.localized ? content.locales.map((l) => l.code) : [null];
  for (const code of codes) {
    const params = deepPopulate(type);
    if (code) params.set('locale', code);
    if (type.kind === 'collectionType') params.set('pagination[pageSize]', '100');
    const answer = await get(`${route}?${params}`);
    if (answer.status === 404) continue;
    if (answer.status !== 200) throw new Error(`${route} ${code ?? ''}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    await save(code ? `${route}.${code}` : route, answer.body);
  }
}

await save('errors', {
  notFound: await get('home-page?locale=xx'),
  unknownSort: await get('news-articles?sort[0]=published_at:desc'),
  unknownFilter: await get('news-articles?filters[nope][$eq]=x'),
  unknownPopulate: await get('home-page?populate[0]=Section9'),
});
console.log(`recorded Strapi ${version} answers into ${path.relative(process.cwd(), out)}`);
