'use strict';

/**
 * A fresh database on every start, from start.mjs: PostgreSQL when it gives DATABASE_URL (CI, no
 * native module to compile), else SQLite in the file it gives.
 */
module.exports = ({ env }) =>
  env('DATABASE_URL')
    ? { connection: { client: 'postgres', connection: { connectionString: env('DATABASE_URL') }, pool: { min: 0, max: 5 } } }
    : {
        connection: {
          client: 'sqlite',
          connection: { filename: env('DATABASE_FILENAME', '.tmp/data.db') },
          useNullAsDefault: true,
        },
      };
