import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;

export const FAKE_ADDRESS = 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA';
export const OTHER_ADDRESS = 'F9zv9nhR9uyTRuDjMs9XijjE6WDZutMgaUTodeB6zrRp';

export type FakeWalletOptions = {
  name?: string;
  chains?: `${string}:${string}`[];
  /** What `standard:connect` does: resolve with the account, or reject with this error. */
  connectError?: unknown;
  withSignAndSend?: boolean;
  withFeatures?: ('standard:connect' | 'solana:signMessage' | 'solana:signTransaction')[];
};

/** `transaction` with its first signature slot filled with 0xaa. */
export function signed(transaction: Uint8Array): Uint8Array {
  const copy = transaction.slice();
  copy.fill(0xaa, 1, 65);
  return copy;
}

function account(address: string, chains: `${string}:${string}`[]): WalletAccount {
  return { address, publicKey: new Uint8Array(32).fill(7), chains, features: ['solana:signMessage', 'solana:signTransaction'] };
}

/** A Wallet Standard wallet at the network boundary: records every call, emits `change` on demand. */
export function fakeWallet(options: FakeWalletOptions = {}) {
  const chains = options.chains ?? ['solana:localnet', 'solana:devnet'];
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>();
  const calls: { method: string; input: unknown }[] = [];
  let accounts: WalletAccount[] = [];
  const wanted = options.withFeatures ?? ['standard:connect', 'solana:signMessage', 'solana:signTransaction'];

  const features: Record<string, unknown> = {
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        calls.push({ method: 'disconnect', input: undefined });
        accounts = [];
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (properties: StandardEventsChangeProperties) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
  if (wanted.includes('standard:connect')) {
    features['standard:connect'] = {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        calls.push({ method: 'connect', input });
        if (options.connectError !== undefined) throw options.connectError;
        if (input?.silent && accounts.length === 0) return { accounts: [] };
        accounts = [account(FAKE_ADDRESS, chains)];
        return { accounts };
      },
    };
  }
  if (wanted.includes('solana:signMessage')) {
    features['solana:signMessage'] = {
      version: '1.1.0',
      signMessage: async (...inputs: { message: Uint8Array }[]) => {
        calls.push({ method: 'signMessage', input: inputs });
        return inputs.map(({ message }) => ({ signedMessage: message, signature: new Uint8Array(64).fill(message.length) }));
      },
    };
  }
  if (wanted.includes('solana:signTransaction')) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { transaction: Uint8Array; chain?: string }[]) => {
        calls.push({ method: 'signTransaction', input: inputs });
        // "Signs" by writing 0xaa over the first signature slot (the wire form stays valid).
        return inputs.map(({ transaction }) => ({ signedTransaction: signed(transaction) }));
      },
    };
  }
  if (options.withSignAndSend) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: { chain: string }[]) => {
        calls.push({ method: 'signAndSendTransaction', input: inputs });
        return inputs.map(() => ({ signature: new Uint8Array(64).fill(1) }));
      },
    };
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Solana',
    icon: ICON,
    chains,
    features: features as Wallet['features'],
    get accounts() {
      return accounts;
    },
  };

  return {
    wallet,
    calls,
    /** The wallet switched its account, or disconnected (`null`). */
    switchAccount(address: string | null) {
      accounts = address === null ? [] : [account(address, chains)];
      for (const listener of [...listeners]) listener({ accounts });
    },
    listenerCount: () => listeners.size,
  };
}
