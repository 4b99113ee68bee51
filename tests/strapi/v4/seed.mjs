// Strapi 4: locales, public permissions, uploads and entries through Strapi's own services
// (i18n locales service, upload service, entity service). Entries of other languages are created
// as localizations of the first one, as the admin panel's "create locale" does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveFields } from '../seed-common.mjs';
import { allowPublic, entriesInOrder, entryLocales, fieldsFor, makeSampleFiles, publicActions, readJson, uidOf } from '../shared.mjs';

const APP_DIR = path.dirname(fileURLToPath(import.meta.url));

export async function seed(strapi) {
  const model = await readJson('model.json');
  const content = await readJson('content.json');
  const codes = content.locales.map((l) => l.code);

  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of content.locales) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name });
  }
  await allowPublic(strapi, publicActions(model));
  if ((await strapi.db.query(uidOf('menu')).count()) > 0) return;

  const upload = strapi.plugin('upload').service('upload');
  const fileIds = {};
  for (const [name, file] of Object.entries(await makeSampleFiles(APP_DIR, content.files))) {
    const [uploaded] = await upload.upload({ data: { fileInfo: file.info }, files: { path: file.path, name, type: file.mime, size: file.size } });
    fileIds[name] = uploaded.id;
  }

  const refs = {};
  for (const [name, entries] of entriesInOrder(content)) {
    const type = model.contentTypes[name];
    refs[name] = {};
    for (const entry of entries) {
      const created = {};
      refs[name][entry.ref] = created;
      for (const locale of entryLocales(entry, type.localized, codes)) {
        const fields = fieldsFor(entry, locale);
        const data = resolveFields(type, fields, { locale, fileIds, refs });
        if (type.draftAndPublish !== false) data.publishedAt = fields.publishedAt ?? new Date().toISOString();
        if (locale) {
          data.locale = locale;
          const others = Object.values(created);
          if (others.length > 0) data.localizations = others;
        }
        // With the localizations populated, the i18n plugin links the new entry to the others both ways.
        const row = await strapi.entityService.create(uidOf(name), { data, populate: ['localizations'] });
        created[locale ?? 'all'] = row.id;
      }
    }
  }
  strapi.log.info('portal test content created');
}
