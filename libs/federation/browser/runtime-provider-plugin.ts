import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** Where a remote built with `experiments.externalRuntime` looks for the federation runtime. */
export const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

type RuntimeGlobal = typeof runtimeCore.Global & { [RUNTIME_GLOBAL]?: typeof runtimeCore };

/**
 * Publishes the shell's federation runtime for the remotes, whose remoteEntry.js carries no copy
 * of its own (bench: JavaScript on /). It does what enhanced's `provideExternalRuntime` does, but
 * imports runtime-core as an ES module: the stock plugin is resolved to its CommonJS build and
 * would bundle a second runtime-core next to the one the shell already runs.
 */
export default function hvacRuntimeProviderPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hvac-runtime-provider',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeGlobal;
      global[RUNTIME_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
