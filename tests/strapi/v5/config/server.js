'use strict';

/** Loopback only: the test server is for this machine. */
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS', ['portal-test-key-1', 'portal-test-key-2']) },
});
