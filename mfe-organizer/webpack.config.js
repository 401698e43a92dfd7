const { createAppConfig } = require('@chess-portal/portal-kit/webpack/app-config');

module.exports = createAppConfig({
  dir: __dirname,
  federation: require('./module-federation.config'),
  title: 'Chess School Arena · Organizer (standalone)',
});
