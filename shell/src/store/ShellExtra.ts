import type { RemoteApiRegistry } from '@foyer/kernel';
import type { ConnectorRegistry } from '../connectors/discovery/ConnectorRegistry.js';
import type { FoyerStorage } from '../utils/createStorage.js';
import type { Logger } from '../utils/createLogger.js';
import type { FoyerMessagesOption } from '../ui/i18n/FoyerMessages.js';
import type { AppStartListening } from './types.js';

/** What remote `id`'s setup resolved to (typed by the kernel's `RemoteApiRegistry`), loading the remote first. */
export type LoadRemoteApi = <id extends keyof RemoteApiRegistry>(id: id) => Promise<RemoteApiRegistry[id]>;

/** What thunks and listeners reach besides the state: live objects that never enter Redux. */
export type ShellExtra = {
  connectors: ConnectorRegistry;
  storage: FoyerStorage;
  logger: Logger;
  isMobile: () => boolean;
  loadRemoteApi: LoadRemoteApi;
  /**
   * Adds a listener typed for the shell's state; returns the function that removes it (for thunks,
   * whose `dispatch` type lacks the listener middleware's `addListener` overload).
   */
  startListening: AppStartListening;
  /** The host's `messages` option: texts over the catalogues', the remotes' ones included (under their ids). */
  messages?: FoyerMessagesOption;
};
