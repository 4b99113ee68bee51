// Strapi 5: locales, public permissions, uploads and entries through Strapi's own services (i18n
// locales service, upload service, document service). Other languages are added to the same
// document (documentId), as the admin panel does; entries are published.
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
    const [uploaded] = await upload.upload({
      data: { fileInfo: file.info },
      files: { filepath: file.path, originalFilename: name, mimetype: file.mime, size: file.size },
    });
    fileIds[name] = uploaded.id;
  }

  const refs = {};
  for (const [name, entries] of entriesInOrder(content)) {
    const type = model.contentTypes[name];
    const documents = strapi.documents(uidOf(name));
    const publish = type.draftAndPublish !== false;
    refs[name] = {};
    for (const entry of entries) {
      const created = {};
      refs[name][entry.ref] = created;
      let documentId;
      for (const locale of entryLocales(entry, type.localized, codes)) {
        const fields = fieldsFor(entry, locale);
        // Relations are given by document id; Strapi links them in the same locale.
        const data = resolveFields(type, fields, { locale, fileIds, refs });
        const params = { data, ...(locale ? { locale } : {}), ...(publish ? { status: 'published' } : {}) };
        const document = documentId ? await documents.update({ documentId, ...params }) : await documents.create(params);
        documentId = document.documentId;
        created[locale ?? 'all'] = documentId;
        if (publish && fields.publishedAt) {
          await strapi.db.query(uidOf(name)).updateMany({
            where: { documentId, ...(locale ? { locale } : {}), publishedAt: { $notNull: true } },
            data: { publishedAt: new Date(fields.publishedAt) },
          });
        }
      }
    }
  }
  strapi.log.info('portal test content created');
}
