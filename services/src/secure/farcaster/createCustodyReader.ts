import { createPublicClient, http, type Address } from 'viem';
import { idRegistryArtifact } from '../../devChain/contracts/idRegistryArtifact.js';
import { farcasterError } from './farcasterErrors.js';
import type { FarcasterOptions } from './resolveFarcasterOptions.js';

/** Reads `custodyOf(fid)`; the zero address for an fid nobody owns. */
export type CustodyReader = (fid: bigint) => Promise<Address>;

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * A reader of the IdRegistry's `custodyOf` over JSON-RPC (viem, with a timeout and no retries: the Farcaster client is
 * waiting on the answer). Only `custodyOf` is used, which Farcaster's registry and the dev one share, so the dev
 * contract's ABI serves both. An unreachable RPC becomes FARCASTER_REGISTRY_UNAVAILABLE.
 *
 * @example
 * const custodyOf = createCustodyReader({ idRegistryAddress, rpcUrl: anvil.url, chainId: 31337 });
 * await custodyOf(1n); // '0x…'
 */
export function createCustodyReader(options: FarcasterOptions): CustodyReader {
  const client = createPublicClient({ transport: http(options.rpcUrl, { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, retryCount: 0 }) });
  return async (fid) => {
    try {
      return await client.readContract({ address: options.idRegistryAddress, abi: idRegistryArtifact.abi, functionName: 'custodyOf', args: [fid] });
    } catch (cause) {
      throw farcasterError('FARCASTER_REGISTRY_UNAVAILABLE', cause);
    }
  };
}
