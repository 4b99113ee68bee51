// Entry data of content.json made ready for Strapi: media names become upload ids, relation refs
// the ids (Strapi 4) or document ids (Strapi 5) of the entries created before.
export function resolveFields(type, fields, { locale, fileIds, refs }) {
  const data = {};
  for (const [key, value] of Object.entries(fields)) {
    const attribute = type.attributes[key];
    if (attribute?.type === 'media') {
      data[key] = Array.isArray(value) ? value.map((name) => fileIds[name]) : fileIds[value];
    } else if (attribute?.type === 'relation') {
      const target = refs[attribute.target] ?? {};
      const pick = (ref) => target[ref]?.[locale ?? 'en'] ?? target[ref]?.en ?? target[ref]?.all;
      data[key] = (Array.isArray(value) ? value : [value]).map(pick).filter((id) => id !== undefined);
    } else if (key !== 'publishedAt') {
      data[key] = value;
    }
  }
  return data;
}
