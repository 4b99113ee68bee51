// Merge message namespaces into messages/{en,es,fr}.json:
//   node scripts/add-messages.mjs file.json
// where file.json is { "en": { "Namespace": {...} }, "es": {...}, "fr": {...} }. Each namespace
// in the file replaces the one in the messages file (other namespaces are left alone).
import { readFileSync, writeFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['en', 'es', 'fr']) {
  if (!input[locale]) throw new Error(`missing "${locale}" in ${process.argv[2]}`);
}
for (const locale of ['en', 'es', 'fr']) {
  const file = `messages/${locale}.json`;
  const current = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(current, input[locale]);
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
}
console.log(`merged ${Object.keys(input.en).join(', ')} into messages/{en,es,fr}.json`);
