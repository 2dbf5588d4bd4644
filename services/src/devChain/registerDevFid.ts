import { createPublicClient, createWalletClient, http, parseEventLogs, type Address } from 'viem';
import { idRegistryArtifact } from './contracts/idRegistryArtifact.js';
import { DEV_ID_REGISTRY_ADDRESS } from './devIdRegistryAddress.js';

export type RegisterDevFidOptions = {
  /** JSON-RPC URL of the anvil dev chain holding the dev IdRegistry. */
  rpcUrl: string;
  /** The custody address that receives the fid. */
  custody: Address;
  /** Default: `DEV_ID_REGISTRY_ADDRESS`. */
  idRegistryAddress?: Address;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
};

/**
 * Gives `custody` a new fid on the dev IdRegistry (sent from an unlocked anvil account, so the custody key needs no
 * ETH) and returns it; for the local Farcaster flow and its tests.
 *
 * @example
 * const fid = await registerDevFid({ rpcUrl: anvil.url, custody: account.address }); // 1n, 2n, ...
 */
export async function registerDevFid(options: RegisterDevFidOptions): Promise<bigint> {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = http(options.rpcUrl, { timeout, retryCount: 0 });
  const client = createPublicClient({ transport });
  const wallet = createWalletClient({ transport });
  const [sender] = await wallet.getAddresses();
  if (sender === undefined) throw new Error(`${options.rpcUrl} has no unlocked account to register an fid from`);
  const hash = await wallet.writeContract({
    account: sender,
    chain: null,
    address: options.idRegistryAddress ?? DEV_ID_REGISTRY_ADDRESS,
    abi: idRegistryArtifact.abi,
    functionName: 'register',
    args: [options.custody],
  });
  const receipt = await client.waitForTransactionReceipt({ hash, timeout });
  const [registered] = parseEventLogs({ abi: idRegistryArtifact.abi, eventName: 'Register', logs: receipt.logs });
  if (receipt.status !== 'success' || registered === undefined) throw new Error(`registering an fid for ${options.custody} failed (transaction ${hash})`);
  return registered.args.id;
}
