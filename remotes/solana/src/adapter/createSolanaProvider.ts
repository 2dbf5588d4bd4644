import {
  getBase58Decoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit';
import type { CaipNetwork, SolanaPublicKey, SolanaSendOptions } from '@foyer/kernel';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { SolanaWalletError } from '../errors/SolanaWalletError.js';
import type { SolanaProvider, SolanaTransactionInput } from './SolanaProvider.js';
import { walletChainFor } from './walletChains.js';

export type CreateSolanaProviderParameters = {
  wallet: Wallet;
  account: WalletAccount;
  /** The network requests go to (its first HTTP RPC URL sends transactions when the wallet cannot). */
  network: CaipNetwork;
};

type Features = Partial<SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature>;

function publicKeyOf(account: WalletAccount): SolanaPublicKey {
  const base58 = account.address;
  return {
    toBase58: () => base58,
    toString: () => base58,
    toBytes: () => new Uint8Array(account.publicKey),
    equals: (other) => other.toBase58() === base58,
  };
}

function wireBytes(transaction: SolanaTransactionInput): Uint8Array {
  return transaction instanceof Uint8Array ? transaction : new Uint8Array(getTransactionEncoder().encode(transaction));
}

function sameForm<transaction extends SolanaTransactionInput>(input: transaction, signed: Uint8Array): transaction {
  return (input instanceof Uint8Array ? signed : (getTransactionDecoder().decode(signed) as Transaction)) as transaction;
}

function missing(feature: string): SolanaWalletError {
  return new SolanaWalletError({ details: `The wallet does not support ${feature}` });
}

async function sendThroughRpc(network: CaipNetwork, signed: Uint8Array, options: SolanaSendOptions): Promise<string> {
  const url = network.rpcUrls.default.http[0];
  if (url === undefined) throw new SolanaWalletError({ details: `${network.name} has no RPC URL to send the transaction to` });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [getBase64Decoder().decode(signed), { encoding: 'base64', ...options }],
    }),
  });
  const payload = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (typeof payload.result !== 'string') throw new SolanaWalletError({ details: payload.error?.message ?? `sendTransaction failed (HTTP ${response.status})` });
  return payload.result;
}

/**
 * The integrator-facing provider of a connected Solana Wallet Standard account (see `SolanaProvider`).
 * `signAndSendTransaction` uses the wallet's `solana:signAndSendTransaction`, else signs with
 * `solana:signTransaction` and sends through the network's RPC.
 * @example
 * const provider = createSolanaProvider({ wallet, account, network: foyerDevSolana })
 * const signature = await provider.signMessage(new TextEncoder().encode('hello'))
 */
export function createSolanaProvider({ wallet, account, network }: CreateSolanaProviderParameters): SolanaProvider {
  const features = wallet.features as Features;
  const chain = walletChainFor(network, account.chains.length > 0 ? account.chains : wallet.chains);

  const signTransactions = async <transaction extends SolanaTransactionInput>(inputs: readonly transaction[]): Promise<transaction[]> => {
    const feature = features['solana:signTransaction'];
    if (!feature) throw missing('solana:signTransaction');
    const outputs = await feature.signTransaction(...inputs.map((input) => ({ account, chain, transaction: wireBytes(input) })));
    return inputs.map((input, index) => {
      const output = outputs[index];
      if (!output) throw new SolanaWalletError({ details: 'The wallet returned fewer signed transactions than asked' });
      return sameForm(input, output.signedTransaction);
    });
  };

  return {
    name: wallet.name,
    icon: wallet.icon,
    address: account.address,
    publicKey: publicKeyOf(account),
    chain,
    async signMessage(message) {
      const feature = features['solana:signMessage'];
      if (!feature) throw missing('solana:signMessage');
      const [output] = await feature.signMessage({ account, message });
      if (!output) throw new SolanaWalletError({ details: 'The wallet returned no signature' });
      return output.signature;
    },
    async signTransaction(transaction) {
      const [signed] = await signTransactions([transaction]);
      return signed as typeof transaction;
    },
    signAllTransactions: (transactions) => signTransactions(transactions),
    async signAndSendTransaction(transaction, options = {}) {
      const feature = features['solana:signAndSendTransaction'];
      if (feature) {
        const { preflightCommitment, ...rest } = options;
        const [output] = await feature.signAndSendTransaction({
          account,
          chain,
          transaction: wireBytes(transaction),
          options: { ...rest, ...(preflightCommitment ? { preflightCommitment } : {}) },
        });
        if (!output) throw new SolanaWalletError({ details: 'The wallet returned no signature' });
        return getBase58Decoder().decode(output.signature);
      }
      const [signed] = await signTransactions([wireBytes(transaction)]);
      if (!signed) throw missing('solana:signTransaction');
      return sendThroughRpc(network, signed, options);
    },
  };
}

