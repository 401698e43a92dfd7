// mfe_organizer: exposes only './app' (CONVENTIONS.md); shared singletons come from the common app config.
module.exports = { name: 'mfe_organizer', exposes: { './app': './src/export-app.tsx' } };
