// The part of @module-federation/runtime-core a remote's bundles use. A remote leaves the runtime out
// (`externalRuntime` in app-config.js) and reads these from globalThis._FEDERATION_RUNTIME_CORE: the
// shell puts them there (provide-federation-runtime.js), or federation-runtime.js on a remote's
// standalone page. Named one by one, not `import *`, so the shell's bundle keeps only these. A remote's
// build fails if it uses a name missing here (RuntimeCoreSubsetCheck in app-config.js).
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

export const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};
