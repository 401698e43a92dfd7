// mfe_player: exposes only './app' (CONVENTIONS.md); shared singletons come from the common app config.
module.exports = { name: 'mfe_player', exposes: { './app': './src/export-app.tsx' } };
