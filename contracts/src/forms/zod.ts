// The one `z` the form schemas use, configured before any schema parses (the one module of this package
// with a side effect: package.json "sideEffects" names it, so no bundler skips it): the browser apps run under a
// CSP without 'unsafe-eval', and zod 4 would otherwise probe `Function('')` (to compile fast object
// parsers) on the first parse, which the browser reports as a CSP violation. The interpreted parser
// gives the same results.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
