/**
 * Runs inside every remote's entry (a Module Federation runtime plugin, built into remoteEntry.js):
 * the remote takes another remote's copy of the page kit only once that copy runs. A copy that is
 * only registered (its area opened no kit page yet), still loading or failed to load is passed over
 * for the remote's own, so one area's origin or chunk never decides whether another's page loads.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The page kit's share key; build-config/src/shared.ts shares it under this name. */
export const KIT = '@console/sdk/kit';

export default function kitShareRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-kit-share',
    resolveShare(args) {
      if (args.pkgName !== KIT) return args;
      const offered = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!offered || offered.from === args.shareInfo.from || offered.loaded || offered.lib) return args;
      // Nothing registered to take: the remote loads its own copy (and registers it as loaded).
      return { ...args, resolver: () => undefined };
    },
  };
}
