// Configures zod/mini, the zod of the schemas a first load needs (the sign-in form): its functions are kept by
// a bundler only as far as a schema uses them. The sign-in chunk with zod's classic API was 85 KB brotli, 73 KB
// of them zod; with zod/mini its schema costs a few KB (`npm run bench`, slow phone: the sign-in form).
// A schema file imports this module for its effect and its functions from 'zod/mini' itself (`import * as z`,
// used in place: a namespace passed on from here would keep all of zod/mini). Like ./zod.ts, no `Function('')`
// probe under the CSP; package.json "sideEffects" names this file for the same reason.
import { config } from 'zod/mini';

config({ jitless: true });
