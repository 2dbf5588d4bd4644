import { proxyRpc, type ProxyRpcEndpoint } from '@foyer/kernel';
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js';
import { TOKEN_PROGRAM } from './solanaPrograms.js';

type AccountInfo = { value: { owner: string } | null };

export type SolanaTokenAccounts = {
  /** The program owning the mint (the classic token program or Token-2022). */
  tokenProgram: string;
  source: string;
  destination: string;
  receiverAccountExists: boolean;
};

/** The sender's and receiver's associated token accounts of `mint`, and whether the receiver's exists yet. */
export async function solanaTokenAccounts(parameters: {
  endpoint: ProxyRpcEndpoint;
  caipNetworkId: string;
  owner: string;
  receiver: string;
  mint: string;
}): Promise<SolanaTokenAccounts> {
  const { endpoint, caipNetworkId, owner, receiver, mint } = parameters;
  const info = (address: string) => proxyRpc<AccountInfo>(endpoint, caipNetworkId, 'getAccountInfo', [address, { encoding: 'base64' }]);
  const tokenProgram = (await info(mint)).value?.owner ?? TOKEN_PROGRAM;
  const source = findAssociatedTokenAddress({ owner, mint, tokenProgram });
  const destination = findAssociatedTokenAddress({ owner: receiver, mint, tokenProgram });
  const receiverAccountExists = (await info(destination)).value !== null;
  return { tokenProgram, source, destination, receiverAccountExists };
}
