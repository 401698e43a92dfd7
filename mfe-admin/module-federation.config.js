// mfe_admin: exposes only './app' (CONVENTIONS.md); shared singletons come from the common app config.
module.exports = { name: 'mfe_admin', exposes: { './app': './src/export-app.tsx' } };
