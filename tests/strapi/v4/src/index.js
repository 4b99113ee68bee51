'use strict';

/**
 * At every start (on an empty database): locales, public read permissions, uploads and entries
 * in en, es and fr-CA, made through Strapi's own services (../seed.mjs, data in ../../content.json).
 */
module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const { seed } = await import('../seed.mjs');
    await seed(strapi);
  },
};
