import { ChainNotSupportedError, type BridgeSendTransactionParameters, type BridgeSendTransactionReturnType } from '@foyer/kernel';
import { ConnectorNotFoundError, InvalidWalletResponseError } from '../connect/connectorErrors.js';
import { connectedProvider, hasRequest, type SigningContext } from './connectedProvider.js';

type SolanaSender = { signAndSendTransaction(transaction: Uint8Array): Promise<string> };

function hasSignAndSend(provider: unknown): provider is SolanaSender {
  return typeof provider === 'object' && provider !== null && typeof (provider as Partial<SolanaSender>).signAndSendTransaction === 'function';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Has the connected account of `namespace` sign and send a transaction, as the wallet offers it:
 * eip155 with `eth_sendTransaction` through the connector's EIP-1193 provider (browser wallets,
 * WalletConnect, the embedded wallet, which shows it in ApproveTransaction); solana with the `solana`
 * remote's provider (`signAndSendTransaction`: the wallet's own, else sign and send through the
 * network's RPC), or `solana_signAndSendTransaction` over WalletConnect. Rejects with
 * `NoActiveCaipAddressError` when the account is not connected, or with the wallet's error (a user
 * rejection keeps its EIP-1193 code 4001).
 * @example
 * const { hash } = await sendTransaction(store, { namespace: 'eip155', address, caipNetworkId, transaction: { to, value: '0x1' } })
 */
export async function sendTransaction(context: SigningContext, parameters: BridgeSendTransactionParameters): Promise<BridgeSendTransactionReturnType> {
  const { namespace, address, caipNetworkId } = parameters;
  const { connectorId, provider } = await connectedProvider(context, namespace, address);

  if (parameters.namespace === 'eip155') {
    if (!hasRequest(provider)) throw new ConnectorNotFoundError({ connectorId, details: 'The connector has no EIP-1193 provider' });
    const { to, value, data } = parameters.transaction;
    const transaction = { from: address, to, ...(value === undefined ? {} : { value }), ...(data === undefined ? {} : { data }) };
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [transaction] }, caipNetworkId);
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/u.test(hash)) throw new InvalidWalletResponseError({ method: 'eth_sendTransaction' });
    return { hash };
  }

  if (parameters.namespace === 'solana') {
    const { transaction } = parameters;
    if (hasSignAndSend(provider)) return { hash: await provider.signAndSendTransaction(transaction) };
    if (hasRequest(provider)) {
      // WalletConnect's Solana RPC: the transaction goes base64, the signature comes back base58.
      const answer = await provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: toBase64(transaction), pubkey: address } }, caipNetworkId);
      const signature = (answer as { signature?: unknown } | null)?.signature;
      if (typeof signature !== 'string') throw new InvalidWalletResponseError({ method: 'solana_signAndSendTransaction' });
      return { hash: signature };
    }
    throw new ConnectorNotFoundError({ connectorId, details: 'The connector cannot send Solana transactions' });
  }
  throw new ChainNotSupportedError({ details: `Sending transactions on ${namespace} is not supported` });
}
