import { jest } from '@jest/globals';
import type {
  BridgeSendTransactionParameters,
  BridgeSendTransactionReturnType,
  BridgeSignMessageParameters,
  BridgeSignMessageReturnType,
  BridgeStorage,
  ShellBridge,
} from '../feature/ShellBridge.js';
import type { RemoteApiRegistry } from '../feature/RemoteApiRegistry.js';

export type CreateFakeShellBridgeParameters = Partial<ShellBridge> & {
  /** What `loadRemoteApi(id)` resolves to, by remote id (it rejects for any other id). */
  remoteApis?: Partial<RemoteApiRegistry>;
};

/**
 * The shell's bridge as a remote's `setup` receives it, in memory: providers, storage and logger
 * are jest mocks recording what they are given; `registered`, `stored` and `watchers` show the
 * current contents. `isMobile` answers false.
 * @example
 * const shell = createFakeShellBridge({ remoteApis: { auth } })
 * await feature.setup?.({ store, rootReducer: store.rootReducer, shell })
 * expect(shell.providers.set).toHaveBeenCalledWith('walletConnect', provider)
 */
export function createFakeShellBridge({ remoteApis = {}, ...overrides }: CreateFakeShellBridgeParameters = {}) {
  const registered = new Map<string, unknown>();
  const stored = new Map<string, unknown>();
  const watchers = new Map<string, () => void>();
  const bridge = {
    providers: {
      get: jest.fn((id: string) => registered.get(id)),
      set: jest.fn((id: string, provider: unknown) => void registered.set(id, provider)),
      delete: jest.fn((id: string) => void registered.delete(id)),
      setWatcher: jest.fn((id: string, unwatch: () => void) => {
        watchers.get(id)?.();
        watchers.set(id, unwatch);
      }),
    },
    storage: {
      get: jest.fn((key: string) => stored.get(key)) as jest.Mock<(key: string) => unknown> & BridgeStorage['get'],
      set: jest.fn((key: string, value: unknown) => void stored.set(key, value)),
      remove: jest.fn((key: string) => void stored.delete(key)),
    },
    logger: { warn: jest.fn<(message: string, ...details: unknown[]) => void>(), error: jest.fn<(message: string, ...details: unknown[]) => void>() },
    isMobile: jest.fn(() => false),
    /** Rejects unless a test passes its own `signMessage`. */
    signMessage: jest.fn(async (_parameters: BridgeSignMessageParameters): Promise<BridgeSignMessageReturnType> => {
      throw new Error('createFakeShellBridge: pass signMessage to sign');
    }),
    /** Rejects unless a test passes its own `sendTransaction`. */
    sendTransaction: jest.fn(async (_parameters: BridgeSendTransactionParameters): Promise<BridgeSendTransactionReturnType> => {
      throw new Error('createFakeShellBridge: pass sendTransaction to send');
    }),
    loadRemoteApi: jest.fn(async (id: keyof RemoteApiRegistry) => {
      if (id in remoteApis) return remoteApis[id];
      throw new Error(`createFakeShellBridge: no API for remote "${id}" (pass it in remoteApis)`);
    }) as jest.Mock<(id: keyof RemoteApiRegistry) => Promise<unknown>> & ShellBridge['loadRemoteApi'],
    ...overrides,
    /** Providers by connector id, as the shell's registry holds them. */
    registered,
    /** Values by key, as the shell's storage holds them. */
    stored,
    /** The function stopping each provider's watcher, by connector id. */
    watchers,
  };
  return bridge satisfies ShellBridge;
}

export type FakeShellBridge = ReturnType<typeof createFakeShellBridge>;
