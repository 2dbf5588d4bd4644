import { concat, createPublicClient, createTestClient, createWalletClient, http, type Address } from 'viem';
import { idRegistryArtifact } from './contracts/idRegistryArtifact.js';
import { CREATE2_DEPLOYER, CREATE2_DEPLOYER_CODE, DEV_CONTRACTS_SALT, DEV_ID_REGISTRY_ADDRESS } from './devIdRegistryAddress.js';

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
  const transport = http(options.rpcUrl, { timeout: options.timeoutMs ?? 10_000, retryCount: 0 });
  const client = createPublicClient({ transport });
  const existing = await client.getCode({ address: DEV_ID_REGISTRY_ADDRESS });
  if (existing !== undefined && existing !== '0x') {
    if (existing.toLowerCase() !== idRegistryArtifact.deployedBytecode.toLowerCase()) {
      throw new Error(`${DEV_ID_REGISTRY_ADDRESS} holds code that is not the dev IdRegistry`);
    }
    return { idRegistryAddress: DEV_ID_REGISTRY_ADDRESS, deployed: false };
  }

  const proxy = await client.getCode({ address: CREATE2_DEPLOYER });
  if (proxy === undefined || proxy === '0x') {
    await createTestClient({ mode: 'anvil', transport }).setCode({ address: CREATE2_DEPLOYER, bytecode: CREATE2_DEPLOYER_CODE });
  }
  // Any unlocked account can send: with CREATE2 the sender and its nonce do not enter the address.
  const wallet = createWalletClient({ transport });
  const [sender] = await wallet.getAddresses();
  if (sender === undefined) throw new Error(`${options.rpcUrl} has no unlocked account to deploy the dev contracts from`);
  const hash = await wallet.sendTransaction({ account: sender, chain: null, to: CREATE2_DEPLOYER, data: concat([DEV_CONTRACTS_SALT, idRegistryArtifact.bytecode]) });
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: options.timeoutMs ?? 10_000 });
  const code = await client.getCode({ address: DEV_ID_REGISTRY_ADDRESS });
  if (receipt.status !== 'success' || code?.toLowerCase() !== idRegistryArtifact.deployedBytecode.toLowerCase()) {
    throw new Error(`deploying the dev IdRegistry to ${DEV_ID_REGISTRY_ADDRESS} failed (transaction ${hash})`);
  }
  return { idRegistryAddress: DEV_ID_REGISTRY_ADDRESS, deployed: true };
}
