'use strict';

/** The admin panel is neither built nor served: the tests only use the REST API. */
module.exports = ({ env }) => ({
  serveAdminPanel: false,
  autoOpen: false,
  auth: { secret: env('ADMIN_JWT_SECRET', 'portal-test-admin-jwt-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'portal-test-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'portal-test-transfer-token-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'portal-test-encryption-key') },
});
