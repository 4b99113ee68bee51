'use strict';

/** SQLite in the file start.mjs gives (a fresh one on every start). */
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: env('DATABASE_FILENAME', '.tmp/data.db') },
    useNullAsDefault: true,
  },
});
