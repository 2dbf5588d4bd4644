import type { Address } from 'viem';
import { idRegistryArtifact } from './contracts/idRegistryArtifact.js';
import { deployWithCreate2 } from './deployWithCreate2.js';

export type DeployDevContractsOptions = {
  /** JSON-RPC URL of an anvil dev chain (unlocked accounts and `anvil_*` methods are used). */
  rpcUrl: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
};

export type DevContracts = {
  /** The dev IdRegistry (always `DEV_ID_REGISTRY_ADDRESS`). */
  idRegistryAddress: Address;
  /** False when the contract was already there (a restarted chain with `--state`, a second call). */
  deployed: boolean;
};

/**
 * Deploys the dev-chain contracts (the Farcaster IdRegistry) at their deterministic CREATE2 addresses; idempotent:
 * a contract whose code is already at its address is left alone.
 *
 * @example
 * const anvil = await startAnvil({ port: 0 });
 * const { idRegistryAddress } = await deployDevContracts({ rpcUrl: anvil.url });
 */
export async function deployDevContracts(options: DeployDevContractsOptions): Promise<DevContracts> {
  const { address, deployed } = await deployWithCreate2({
    rpcUrl: options.rpcUrl,
    initCode: idRegistryArtifact.bytecode,
    expectedCode: idRegistryArtifact.deployedBytecode,
    label: 'the dev IdRegistry',
    timeoutMs: options.timeoutMs,
  });
  // create2Address(bytecode) is DEV_ID_REGISTRY_ADDRESS by construction.
  return { idRegistryAddress: address, deployed };
}
