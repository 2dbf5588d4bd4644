import {
  ChainNotSupportedError,
  caipAddressParts,
  bytesToBase58,
  solanaStandardConnector,
  utf8ToHex,
  type ChainNamespace,
  type SiwxMessageData,
} from '@foyer/kernel';
import { InvalidWalletResponseError, ConnectorNotFoundError } from '../connect/connectorErrors.js';
import { connectedProvider, hasRequest, type SigningContext } from './connectedProvider.js';
import { WALLET_STANDARD_REGISTRY_KEY, type WalletStandardRegistry } from '../discovery/walletStandard/walletStandardRegistry.js';
import { solanaSignInInput, type SolanaSignInFeatureLike } from './solanaSignIn.js';

/** What `signMessage` reads: the store (an `AppStore` fits), or a thunk's `getState` and extra argument. */
export type SignMessageContext = SigningContext;

export type SignMessageParameters = {
  namespace: ChainNamespace;
  /** The account that signs: the namespace's connected account. */
  address: string;
  /** The exact text to sign. */
  message: string;
  /**
   * The sign-in fields of `message`: a Solana wallet offering `solana:signIn` then signs in with them
   * (it writes the text itself; `signedMessage` is that text).
   */
  siwx?: SiwxMessageData;
};

export type SignMessageResult = {
  /** eip155: 0x hex (`personal_sign`); solana: base58 of the 64-byte ed25519 signature. */
  signature: string;
  /** The text the wallet signed when it is not `message` (`solana:signIn`). */
  signedMessage?: string;
};

type SolanaMessageSigner = { signMessage(message: Uint8Array): Promise<Uint8Array> };

function hasSignMessage(provider: unknown): provider is SolanaMessageSigner {
  return typeof provider === 'object' && provider !== null && typeof (provider as Partial<SolanaMessageSigner>).signMessage === 'function';
}

/**
 * Signs `message` with the connected account of `namespace`, as the wallet offers it: eip155 with
 * `personal_sign` through the connector's EIP-1193 provider (browser wallets, WalletConnect, the
 * embedded wallet, which shows it in ApproveTransaction); solana with the wallet's `solana:signIn`
 * when `siwx` is given and the wallet has it, else `solana:signMessage` (the `solana` remote's
 * provider), or `solana_signMessage` over WalletConnect. Rejects with `NoActiveCaipAddressError`
 * when the account is not connected (any more), or with the wallet's error (a user rejection keeps
 * its EIP-1193 code 4001).
 * @example
 * const { signature } = await signMessage(store, { namespace: 'eip155', address, message: 'Hello' })
 */
export async function signMessage(context: SignMessageContext, parameters: SignMessageParameters): Promise<SignMessageResult> {
  const { namespace, address, message, siwx } = parameters;
  const { connectorId, caipAddress, provider } = await connectedProvider(context, namespace, address);

  if (namespace === 'eip155') {
    if (!hasRequest(provider)) throw new ConnectorNotFoundError({ connectorId, details: 'The connector has no EIP-1193 provider' });
    const signature = await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), address] });
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/u.test(signature)) {
      throw new InvalidWalletResponseError({ method: 'personal_sign' });
    }
    return { signature };
  }

  if (namespace === 'solana') {
    const signIn = siwx === undefined ? undefined : solanaSignInFeature(context, connectorId);
    if (signIn && siwx) {
      const [output] = await signIn.signIn(solanaSignInInput(siwx));
      if (!output || output.account.address !== address) throw new InvalidWalletResponseError({ method: 'solana:signIn' });
      return { signature: bytesToBase58(output.signature), signedMessage: new TextDecoder().decode(output.signedMessage) };
    }
    if (hasSignMessage(provider)) {
      return { signature: bytesToBase58(await provider.signMessage(new TextEncoder().encode(message))) };
    }
    if (hasRequest(provider)) {
      // WalletConnect's Solana RPC: the message and the answer are base58.
      const answer = await provider.request(
        { method: 'solana_signMessage', params: { message: bytesToBase58(new TextEncoder().encode(message)), pubkey: address } },
        caipAddress === undefined ? undefined : caipAddressParts(caipAddress).caipNetworkId,
      );
      const signature = (answer as { signature?: unknown } | null)?.signature;
      if (typeof signature !== 'string') throw new InvalidWalletResponseError({ method: 'solana_signMessage' });
      return { signature };
    }
  }
  throw new ChainNotSupportedError({ details: `Signing messages on ${namespace} is not supported` });
}

/** The `solana:signIn` feature of the Wallet Standard wallet behind `connectorId`, when it has one. */
function solanaSignInFeature(context: SignMessageContext, connectorId: string): SolanaSignInFeatureLike | undefined {
  const registry = context.extra.connectors.get<WalletStandardRegistry>(WALLET_STANDARD_REGISTRY_KEY);
  const wallet = registry?.get().find((item) => solanaStandardConnector(item).id === connectorId);
  const feature = wallet?.features['solana:signIn'] as Partial<SolanaSignInFeatureLike> | undefined;
  return typeof feature?.signIn === 'function' ? (feature as SolanaSignInFeatureLike) : undefined;
}
