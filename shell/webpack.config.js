const { createAppConfig } = require('@chess-portal/portal-kit/webpack/app-config');

module.exports = createAppConfig({
  dir: __dirname,
  federation: require('./module-federation.config'),
  title: 'Chess School Arena',
  host: true,
  // the shell's own lazy pages (src/app/router.tsx webpackChunkName): the edge preloads each one's files
  pages: { '/': 'page-landing', '/login': 'page-login' },
});
