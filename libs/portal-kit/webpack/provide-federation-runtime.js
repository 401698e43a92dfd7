// The shell's runtime plugin: before the shell's federation instance starts (so before any remote
// loads), it puts its own federation runtime where the remotes' bundles look for it. Our own plugin
// rather than enhanced's `provideExternalRuntime` (inject-external-runtime-core-plugin), which imports
// the whole runtime (`import *`, about 9 KB more in the shell's main.js than the remotes save).
import { runtimeCore } from './runtime-core-subset';

export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
