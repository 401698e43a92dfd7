// The host: no remotes baked in. Remotes are registered at run time from /remotes.json
// (src/remotes/load-remote.tsx); shared singletons come from the common app config.
module.exports = { name: 'shell' };
