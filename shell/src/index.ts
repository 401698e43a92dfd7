import { env } from './config/env';
import { fetchRemotesEarly } from './remotes/early';
import { SHELL_OWN_PATHS } from './remotes/shell-paths';

// The remotes' addresses and routes travel while the shared libraries do (issue 25); '/' and '/login'
// are the shell's own screens and need neither.
fetchRemotesEarly(env.remotesUrl, SHELL_OWN_PATHS);

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
