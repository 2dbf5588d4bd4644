import type { RemoteId } from '@foyer/kernel';
import type { ConnectorRegistry } from '../connectors/ConnectorRegistry.js';
import type { FoyerStorage } from '../utils/createStorage.js';
import type { Logger } from '../utils/createLogger.js';

/** What thunks and listeners reach besides the state: live objects that never enter Redux. */
export type ShellExtra = {
  connectors: ConnectorRegistry;
  storage: FoyerStorage;
  logger: Logger;
  isMobile: () => boolean;
  /** What remote `id`'s setup resolved to (e.g. an adapter's `ConnectorAdapter`), loading the remote first. */
  loadRemoteApi: <api>(id: RemoteId) => Promise<api>;
};
