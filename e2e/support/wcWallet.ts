import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import { createWalletClient, http, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry, mainnet } from 'viem/chains';
import { MemoryStorage } from '../../services/src/relay/test-utils/MemoryStorage.js';

/** anvil's standard dev mnemonic (its 10 funded, unlocked accounts). */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** The scripted wallet's account: anvil account 1, so it differs from the demo's injected dev wallet (account 0). */
export const WC_WALLET_ACCOUNT_INDEX = 1;

/** Chains the scripted wallet holds accounts on (the dev chain first). */
export const WC_WALLET_CHAINS = ['eip155:31337', 'eip155:1'] as const;

/**
 * The scripted wallet's accounts on the other chain families, approved when a proposal asks for
 * those chains. Fixed, published addresses (no keys are held: the wallet signs nothing there):
 * - bip122 (Bitcoin mainnet): payment = BIP-84 test vector m/84'/0'/0'/0/0 and ordinal = BIP-86
 *   test vector m/86'/0'/0'/0/0 of the BIP-39 test mnemonic "abandon abandon … about", in that
 *   order (the dapp types Bitcoin accounts by position: payment, then ordinal; spec §9);
 * - polkadot: Substrate's dev account //Alice under Polkadot's SS58 prefix 0;
 * - cosmos (Cosmos Hub): m/44'/118'/0'/0/0 of the same test mnemonic.
 */
export const WC_WALLET_FAMILY_ACCOUNTS = {
  bip122: {
    chains: ['bip122:000000000019d6689c085ae165831e93'],
    addresses: ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'],
  },
  polkadot: {
    chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
    addresses: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  },
  cosmos: {
    chains: ['cosmos:cosmoshub-4'],
    addresses: ['cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4'],
  },
} as const satisfies Record<string, { chains: readonly string[]; addresses: readonly string[] }>;

/** EIP-1193 / WalletConnect SDK error codes the wallet answers with. */
const USER_REJECTED = { code: 5000, message: 'User rejected.' } as const;
const UNSUPPORTED_METHOD = { code: 4200, message: 'Unsupported method' } as const;
const UNRECOGNIZED_CHAIN = { code: 4902, message: 'Unrecognized chain' } as const;

export type WcWalletOptions = {
  /** The relay, e.g. `ws://127.0.0.1:3130`. */
  relayUrl: string;
  /** JSON-RPC of the dev node that `eth_sendTransaction` goes to (anvil). */
  rpcUrl: string;
  /** CAIP-2 chains the wallet approves (default `WC_WALLET_CHAINS`). */
  chains?: readonly string[];
  name?: string;
  /** The SDK's log level (pino), `silent` by default. */
  logger?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
};

/** A session request the wallet received, and what it answered. */
export type WcWalletRequest = {
  method: string;
  params: unknown;
  chainId: string;
  result?: unknown;
  error?: { code: number; message: string };
};

export type WcWallet = {
  /** The wallet's EVM address (checksummed). */
  address: `0x${string}`;
  /** Every session request, in order. */
  requests: WcWalletRequest[];
  /** Pairs with a `wc:` URI (what a user does by scanning the QR code). */
  pair(uri: string): Promise<void>;
  /**
   * Waits for the next session proposal and approves it with accounts on the requested chains it
   * holds: its EVM account on `chains`, and `WC_WALLET_FAMILY_ACCOUNTS` on the bip122, polkadot
   * and cosmos chains the proposal asks for.
   */
  approveNextProposal(): Promise<SessionTypes.Struct>;
  /** Waits for the next session proposal and rejects it (USER_REJECTED). */
  rejectNextProposal(): Promise<void>;
  /** The wallet moves to `chainId` (CAIP-2) on its own and tells the dapp (`chainChanged`). */
  emitChainChanged(chainId: string): Promise<void>;
  /** How many sessions the wallet holds (0 once the dapp disconnected). */
  sessionCount(): number;
  /** The wallet ends the current session (`session_delete` reaches the dapp). */
  disconnect(): Promise<void>;
  /** Closes the relay socket and stops the client's timers. */
  close(): Promise<void>;
};

type Proposal = SignClientTypes.EventArguments['session_proposal'];

/**
 * A scripted WalletConnect wallet for the e2e suite: a real `@walletconnect/sign-client` 2.21.8
 * on the Foyer relay, holding anvil account 1 (viem). It answers `personal_sign`,
 * `eth_sendTransaction` (signed here, sent to the dev node) and `wallet_switchEthereumChain`
 * (updates the session and emits `chainChanged`); other methods get 4200. It also approves
 * `WC_WALLET_FAMILY_ACCOUNTS` (bip122 payment + ordinal, polkadot, cosmos) when asked for those
 * chains. Verify is answered locally and the storage is in memory with its own prefix: nothing
 * leaves loopback.
 * @example
 * const wallet = await createWcWallet({ relayUrl: stack.urls.relay, rpcUrl: stack.anvil })
 * await wallet.pair(uri)
 * await wallet.approveNextProposal()
 */
export async function createWcWallet({
  relayUrl,
  rpcUrl,
  chains = WC_WALLET_CHAINS,
  name = 'Foyer Scripted Wallet',
  logger = 'silent',
}: WcWalletOptions): Promise<WcWallet> {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: WC_WALLET_ACCOUNT_INDEX });
  const client = await SignClient.init({
    projectId: 'foyer-e2e-wallet',
    relayUrl,
    customStoragePrefix: `foyer-e2e-wallet-${randomUUID()}`,
    storage: new MemoryStorage(),
    metadata: { name, description: 'Scripted WalletConnect wallet of the Foyer e2e suite', url: 'http://127.0.0.1', icons: [] },
    logger,
    telemetryEnabled: false,
  });
  // The wallet side asks verify.walletconnect.org about every proposal and request; no option turns it off.
  // resolve() answers undefined when there is no attestation (as the SDK itself does); its type omits that.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve;

  const requests: WcWalletRequest[] = [];
  const proposals: Proposal[] = [];
  const proposalWaiters: ((proposal: Proposal) => void)[] = [];
  let activeChain = chains[0] ?? 'eip155:31337';

  client.on('session_proposal', (proposal) => {
    const waiter = proposalWaiters.shift();
    if (waiter) waiter(proposal);
    else proposals.push(proposal);
  });

  const nextProposal = (): Promise<Proposal> => {
    const queued = proposals.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => proposalWaiters.push(resolve));
  };

  const currentSession = (): SessionTypes.Struct => {
    const [session] = client.session.getAll();
    if (!session) throw new Error('The scripted wallet has no session');
    return session;
  };

  const sendTransaction = async (chainId: string, transaction: { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }) => {
    const chain = chainId === 'eip155:1' ? mainnet : foundry;
    const walletClient = createWalletClient({ account, chain, transport: http(rpcUrl) });
    return walletClient.sendTransaction({
      to: transaction.to ?? null,
      value: transaction.value ? BigInt(transaction.value) : undefined,
      data: transaction.data,
      gas: transaction.gas ? BigInt(transaction.gas) : undefined,
    });
  };

  const switchChain = async (chainId: string): Promise<void> => {
    const session = currentSession();
    const namespace = session.namespaces['eip155'];
    if (!namespace) throw new Error('The session has no eip155 namespace');
    if (!namespace.chains?.includes(chainId)) {
      await (
        await client.update({
          topic: session.topic,
          namespaces: {
            ...session.namespaces,
            eip155: { ...namespace, chains: [...(namespace.chains ?? []), chainId], accounts: [...namespace.accounts, `${chainId}:${account.address}`] },
          },
        })
      ).acknowledged();
    }
    activeChain = chainId;
    await client.emit({ topic: session.topic, chainId, event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) } });
  };

  const answer = async (method: string, params: unknown, chainId: string): Promise<unknown> => {
    switch (method) {
      case 'personal_sign': {
        const [message] = params as [Hex, string];
        return account.signMessage({ message: { raw: message } });
      }
      case 'eth_sendTransaction': {
        const [transaction] = params as [{ to?: Hex; value?: Hex; data?: Hex; gas?: Hex }];
        return sendTransaction(chainId, transaction);
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hexChainId }] = params as [{ chainId: string }];
        const target = `eip155:${Number(hexChainId)}`;
        if (!chains.includes(target)) throw UNRECOGNIZED_CHAIN;
        await switchChain(target);
        return null;
      }
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'eth_chainId':
        return `0x${Number(activeChain.split(':')[1]).toString(16)}`;
      default:
        throw UNSUPPORTED_METHOD;
    }
  };

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params;
    const entry: WcWalletRequest = { method: request.method, params: request.params, chainId };
    requests.push(entry);
    try {
      entry.result = await answer(request.method, request.params, chainId);
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result: entry.result } });
    } catch (error) {
      const { code, message } = isRpcError(error) ? error : { code: -32603, message: error instanceof Error ? error.message : String(error) };
      entry.error = { code, message };
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: entry.error } });
    }
  });

  return {
    address: account.address,
    requests,
    async pair(uri) {
      await client.core.pairing.pair({ uri });
    },
    async approveNextProposal() {
      const { id, params } = await nextProposal();
      const requestedOf = (namespace: string) =>
        [params.requiredNamespaces[namespace], params.optionalNamespaces?.[namespace]].filter((item) => item !== undefined);
      const approve = (namespace: string, held: readonly string[], addresses: readonly string[]) => {
        const requested = requestedOf(namespace);
        const approvedChains = held.filter((chain) => requested.some((item) => item.chains?.includes(chain)));
        if (approvedChains.length === 0) return undefined;
        return {
          chains: approvedChains,
          methods: [...new Set(requested.flatMap((item) => item.methods))],
          events: [...new Set(requested.flatMap((item) => item.events))],
          accounts: approvedChains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
        };
      };
      const namespaces: SessionTypes.Namespaces = {};
      const evm = approve('eip155', chains, [account.address]);
      if (evm) namespaces['eip155'] = evm;
      for (const [family, held] of Object.entries(WC_WALLET_FAMILY_ACCOUNTS)) {
        const approved = approve(family, held.chains, held.addresses);
        if (approved) namespaces[family] = approved;
      }
      if (Object.keys(namespaces).length === 0) {
        throw new Error(`The proposal asks for no chain the wallet holds (${[...chains, ...familyChains()].join(', ')})`);
      }
      activeChain = evm?.chains[0] ?? activeChain;
      const { acknowledged } = await client.approve({ id, namespaces });
      return acknowledged();
    },
    async rejectNextProposal() {
      const { id } = await nextProposal();
      await client.reject({ id, reason: USER_REJECTED });
    },
    emitChainChanged: switchChain,
    sessionCount: () => client.session.getAll().length,
    async disconnect() {
      const session = currentSession();
      await client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    },
    async close() {
      client.core.heartbeat.stop();
      await client.core.relayer.transportClose().catch(() => undefined);
    },
  };
}

function familyChains(): string[] {
  return Object.values(WC_WALLET_FAMILY_ACCOUNTS).flatMap((family) => [...family.chains]);
}

function isRpcError(error: unknown): error is { code: number; message: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number' && typeof (error as { message?: unknown }).message === 'string';
}
