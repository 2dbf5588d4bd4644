import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import { createWalletClient, defineChain, http, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { WalletPageConfig } from './walletPageConfig.js';

/** anvil's public dev mnemonic: every key derived from it is known to the world. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export type PageProposal = SignClientTypes.EventArguments['session_proposal'];
export type PageRequest = SignClientTypes.EventArguments['session_request'];

export type PageWalletEvents = {
  onProposal(proposal: PageProposal): void;
  onRequest(request: PageRequest): void;
  onSessionsChanged(sessions: SessionTypes.Struct[]): void;
};

export type PageWallet = {
  address: `0x${string}`;
  pair(uri: string): Promise<void>;
  approve(proposal: PageProposal): Promise<void>;
  reject(proposal: PageProposal): Promise<void>;
  /** Signs or sends what `request` asks for and answers the dapp; returns the result shown on the page. */
  answer(request: PageRequest): Promise<unknown>;
  decline(request: PageRequest): Promise<void>;
  disconnect(topic: string): Promise<void>;
  sessions(): SessionTypes.Struct[];
};

const USER_REJECTED = { code: 5000, message: 'User rejected.' } as const;
const EIP155 = 'eip155';

/**
 * The page's wallet: a `@walletconnect/sign-client` 2.21.8 wallet on the Foyer relay holding an
 * anvil dev account (viem). Verify is answered locally (the SDK would ask verify.walletconnect.org
 * about every proposal and request). Every proposal and request waits for a click.
 * @example
 * const wallet = await createPageWallet(readWalletPageConfig(new URL(location.href)), { onProposal, onRequest, onSessionsChanged })
 */
export async function createPageWallet(config: WalletPageConfig, events: PageWalletEvents): Promise<PageWallet> {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: config.accountIndex });
  const client = await SignClient.init({
    projectId: 'foyer-wallet-page',
    relayUrl: config.relayUrl,
    customStoragePrefix: 'foyer-wallet-page',
    metadata: { name: 'Foyer Dev Wallet Page', description: 'Development wallet (test keys only)', url: location.origin, icons: [] },
    logger: config.debug ? 'debug' : 'silent',
    telemetryEnabled: false,
  });
  // resolve() answers undefined when there is no attestation (as the SDK itself does); its type omits that.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve;
  client.core.verify.register = async () => '';

  const sessionsChanged = () => events.onSessionsChanged(client.session.getAll());
  client.on('session_proposal', (proposal) => events.onProposal(proposal));
  client.on('session_request', (request) => events.onRequest(request));
  client.on('session_delete', sessionsChanged);
  client.on('session_expire', sessionsChanged);
  sessionsChanged();

  const walletClientFor = (caipChainId: string) => {
    const id = Number(caipChainId.split(':')[1]);
    const chain = defineChain({
      id,
      name: caipChainId,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [config.rpcUrl] } },
    });
    return createWalletClient({ account, chain, transport: http(config.rpcUrl) });
  };

  const switchChain = async (topic: string, caipChainId: string) => {
    const session = client.session.get(topic);
    const namespace = session.namespaces[EIP155];
    if (!namespace) throw new Error('The session has no eip155 namespace');
    if (!namespace.chains?.includes(caipChainId)) {
      const updated = { ...namespace, chains: [...(namespace.chains ?? []), caipChainId], accounts: [...namespace.accounts, `${caipChainId}:${account.address}`] };
      await (await client.update({ topic, namespaces: { ...session.namespaces, [EIP155]: updated } })).acknowledged();
    }
    await client.emit({ topic, chainId: caipChainId, event: { name: 'chainChanged', data: Number(caipChainId.split(':')[1]) } });
  };

  const resultOf = async ({ topic, params }: PageRequest): Promise<unknown> => {
    const { request, chainId } = params;
    switch (request.method) {
      case 'personal_sign': {
        const [message] = request.params as [Hex, string];
        return account.signMessage({ message: { raw: message } });
      }
      case 'eth_sendTransaction': {
        const [transaction] = request.params as [{ to?: Hex; value?: Hex; data?: Hex; gas?: Hex }];
        return walletClientFor(chainId).sendTransaction({
          to: transaction.to ?? null,
          value: transaction.value ? BigInt(transaction.value) : undefined,
          data: transaction.data,
          gas: transaction.gas ? BigInt(transaction.gas) : undefined,
        });
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hexChainId }] = request.params as [{ chainId: string }];
        await switchChain(topic, `${EIP155}:${Number(hexChainId)}`);
        return null;
      }
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      default:
        throw Object.assign(new Error(`This dev wallet does not handle ${request.method}`), { code: 4200 });
    }
  };

  return {
    address: account.address,
    async pair(uri) {
      await client.core.pairing.pair({ uri });
    },
    async approve({ id, params }) {
      const requested = [params.requiredNamespaces[EIP155], params.optionalNamespaces?.[EIP155]].filter((item) => item !== undefined);
      const chains = [...new Set(requested.flatMap((item) => item.chains ?? []))];
      if (chains.length === 0) throw new Error('The dapp asks for no EVM chain: this dev wallet only holds an EVM account.');
      const { acknowledged } = await client.approve({
        id,
        namespaces: {
          [EIP155]: {
            chains,
            methods: [...new Set(requested.flatMap((item) => item.methods))],
            events: [...new Set(requested.flatMap((item) => item.events))],
            accounts: chains.map((chain) => `${chain}:${account.address}`),
          },
        },
      });
      await acknowledged();
      sessionsChanged();
    },
    async reject({ id }) {
      await client.reject({ id, reason: USER_REJECTED });
    },
    async answer(request) {
      try {
        const result = await resultOf(request);
        await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } });
        return result;
      } catch (error) {
        const code = typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603;
        const message = error instanceof Error ? error.message : String(error);
        await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error: { code, message } } });
        throw error;
      }
    },
    async decline(request) {
      await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error: USER_REJECTED } });
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } });
      sessionsChanged();
    },
    sessions: () => client.session.getAll(),
  };
}
