import { estimateSendFee, SPL_TOKEN_ACCOUNT_BYTES, encodeErc20Transfer, type CaipNetworkId, type ChainNamespace, type TokenBalance, proxyRpc, type ProxyRpcEndpoint } from '@foyer/kernel';
import { solanaTokenAccounts } from './solana/solanaTokenAccounts.js';
import { tokenContract } from './tokenContract.js';

export type EstimateNetworkFeeParameters = {
  endpoint: ProxyRpcEndpoint;
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  from: string;
  token: Pick<TokenBalance, 'address'>;
  /** The receiver, when known (an ERC-20 transfer's gas and a Solana token account depend on it). */
  to?: string;
  amount?: bigint;
};

export type NetworkFee = {
  /** In the native currency's base units. */
  fee: bigint;
  /** The send creates the receiver's associated token account (Solana; its rent is in `fee`). */
  createsTokenAccount: boolean;
};

/**
 * The network fee of a send, read from the chain through the services' RPC proxy: EVM gas price ×
 * gas (21000 for the native currency, `eth_estimateGas` of the ERC-20 transfer) × 1.2; Solana one
 * signature plus the rent of the receiver's token account when the send must create it.
 */
export async function estimateNetworkFee(parameters: EstimateNetworkFeeParameters): Promise<NetworkFee> {
  const { endpoint, namespace, caipNetworkId, from, token, to, amount = 0n } = parameters;
  const contract = tokenContract(token);
  if (namespace === 'eip155') {
    const gasPrice = BigInt(await proxyRpc<string>(endpoint, caipNetworkId, 'eth_gasPrice', []));
    if (contract === undefined) return { fee: estimateSendFee({ namespace, gasPrice }), createsTokenAccount: false };
    const call = { from, to: contract, data: encodeErc20Transfer(to ?? from, amount) };
    const gas = BigInt(await proxyRpc<string>(endpoint, caipNetworkId, 'eth_estimateGas', [call]));
    return { fee: estimateSendFee({ namespace, gasPrice, gas }), createsTokenAccount: false };
  }
  if (namespace === 'solana') {
    if (contract === undefined || to === undefined) return { fee: estimateSendFee({ namespace }), createsTokenAccount: false };
    const accounts = await solanaTokenAccounts({ endpoint, caipNetworkId, owner: from, receiver: to, mint: contract });
    if (accounts.receiverAccountExists) return { fee: estimateSendFee({ namespace }), createsTokenAccount: false };
    const rent = BigInt(await proxyRpc<number>(endpoint, caipNetworkId, 'getMinimumBalanceForRentExemption', [SPL_TOKEN_ACCOUNT_BYTES]));
    return { fee: estimateSendFee({ namespace, newTokenAccountRent: rent }), createsTokenAccount: true };
  }
  throw new Error(`No fee estimate for ${namespace}`);
}
