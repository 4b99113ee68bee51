'use strict';

/** Strapi's defaults, written out: 25 entries per page unless asked, never more than 100. */
module.exports = {
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
};
