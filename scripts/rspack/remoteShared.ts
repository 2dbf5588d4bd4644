import { FEDERATION_SHARED } from '../../shared-kernel/src/constants.js';
import { requiredVersionOf } from './requiredVersionOf.js';

export interface RemoteSharedConfig {
  singleton: true;
  import: false;
  requiredVersion: string | false;
}

/** `shared` of every remote: the kernel's list, each a singleton the host provides (`import: false`). */
export function remoteShared(): Record<string, RemoteSharedConfig> {
  return Object.fromEntries(
    FEDERATION_SHARED.map((specifier): [string, RemoteSharedConfig] => [
      specifier,
      { singleton: true, import: false, requiredVersion: requiredVersionOf(specifier) },
    ]),
  );
}
