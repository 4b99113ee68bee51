// Deep-merge message keys into messages/{en,es,fr}.json:
//   node scripts/merge-messages.mjs file.json
// where file.json is { "en": { "Namespace": { "key": "text" } }, "es": {...}, "fr": {...} }. Keys in
// the file are added or replace the same keys; every other key is left as it is (unlike
// add-messages.mjs, which replaces whole namespaces).
import { readFileSync, writeFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['en', 'es', 'fr']) {
  if (!input[locale]) throw new Error(`missing "${locale}" in ${process.argv[2]}`);
}

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && target[key] && typeof target[key] === 'object') merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

for (const locale of ['en', 'es', 'fr']) {
  const file = `messages/${locale}.json`;
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, input[locale]), null, 2)}\n`);
}
console.log(`merged keys of ${Object.keys(input.en).join(', ')} into messages/{en,es,fr}.json`);
