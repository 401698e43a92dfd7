// A remote's standalone page only (its index.html loads this before main.js). A remote's bundles do not
// carry the federation runtime (app-config.js, `externalRuntime`): in the portal they use the shell's
// (provide-federation-runtime.js); on its own page a remote has no shell, so this file provides it.
import { runtimeCore } from './runtime-core-subset';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
