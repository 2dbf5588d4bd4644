import { EventEmitter } from 'node:events';
import type { WcConnectParameters, WcProvider, WcSession } from '../adapter/WcProvider';

type PendingConnect = {
  parameters: WcConnectParameters;
  resolve(session: WcSession): void;
  reject(error: unknown): void;
};

/**
 * A universal-provider stand-in at the network boundary: `connect` waits until the test shows a
 * URI (`displayUri`) and approves or rejects; events are emitted by the test.
 */
export function createFakeWcProvider({ session }: { session?: WcSession } = {}) {
  const events = new EventEmitter();
  const relayerEvents = new EventEmitter();
  const connects: PendingConnect[] = [];
  const relayer = {
    connected: true,
    on: (event: string, listener: () => void) => void relayerEvents.on(event, listener),
    off: (event: string, listener: () => void) => void relayerEvents.off(event, listener),
  };
  const provider = {
    session,
    client: { core: { relayer } },
    connect: jest.fn(
      (parameters: WcConnectParameters) =>
        new Promise<WcSession | undefined>((resolve, reject) => {
          connects.push({ parameters, resolve, reject });
        }),
    ),
    disconnect: jest.fn(async () => {
      provider.session = undefined;
    }),
    request: jest.fn(async (_arguments: { method: string; params?: unknown }, _chain?: string): Promise<unknown> => null),
    setDefaultChain: jest.fn(),
    on: (event: string, listener: (...arguments_: never[]) => void) => void events.on(event, listener as (...arguments_: unknown[]) => void),
    removeListener: (event: string, listener: (...arguments_: never[]) => void) => void events.off(event, listener as (...arguments_: unknown[]) => void),
  };
  return {
    provider: provider as typeof provider & WcProvider,
    connects,
    relayer,
    /** The provider published a pairing URI (universal-provider's `display_uri`). */
    displayUri(uri: string) {
      events.emit('display_uri', uri);
    },
    /** The wallet approved the latest proposal. */
    approve(approved: WcSession, index = connects.length - 1) {
      provider.session = approved;
      connects[index]?.resolve(approved);
    },
    rejectLatest(error: unknown) {
      connects.at(-1)?.reject(error);
    },
    emit(event: string, payload: unknown) {
      events.emit(event, payload);
    },
    relayConnected() {
      relayer.connected = true;
      relayerEvents.emit('relayer_connect');
    },
    listenerCount: (event: string) => events.listenerCount(event),
  };
}

export type FakeWcProvider = ReturnType<typeof createFakeWcProvider>;

export const WALLET_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const WALLET_ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** A session approving `chains` for the EVM account(s), valid for a week. */
export function evmSession(chains: readonly string[] = ['eip155:31337', 'eip155:1'], accounts: readonly string[] = [WALLET_ACCOUNT]): WcSession {
  return {
    topic: 'session-topic',
    expiry: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
    namespaces: {
      eip155: {
        chains: [...chains],
        accounts: chains.flatMap((chain) => accounts.map((account) => `${chain}:${account}`)),
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  };
}
