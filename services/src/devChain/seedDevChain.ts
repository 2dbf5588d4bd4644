import type { Address } from 'viem';
import { deployWithCreate2 } from './deployWithCreate2.js';
import { devAssetDeployments } from './devAssetDeployments.js';

export type SeedDevChainOptions = {
  /** JSON-RPC URL of an anvil dev chain (an unlocked account sends; it pays for the WETH deposits). */
  rpcUrl: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
};

export type SeedDevChainReturnType = {
  /** Every seeded contract, in table order. */
  contracts: { label: string; address: Address; deployed: boolean }[];
};

/**
 * Seeds the anvil dev chain with the kernel's `FOYER_DEV_TOKENS` and `FOYER_DEV_COLLECTIONS` (ERC-20s, WETH, the
 * zero-decimals token, an ERC-721 collection and a spam airdrop) at their deterministic addresses. Idempotent: a
 * contract already there is left alone, so a restarted chain (`--state`) or a second call sends no transaction.
 *
 * @example
 * const anvil = await startAnvil({ port: 0 });
 * await seedDevChain({ rpcUrl: anvil.url });
 */
export async function seedDevChain(options: SeedDevChainOptions): Promise<SeedDevChainReturnType> {
  const contracts: SeedDevChainReturnType['contracts'] = [];
  // One after the other: they share the sender's nonce.
  for (const deployment of devAssetDeployments()) {
    const { address, deployed } = await deployWithCreate2({
      rpcUrl: options.rpcUrl,
      initCode: deployment.initCode,
      value: deployment.value,
      label: deployment.label,
      timeoutMs: options.timeoutMs,
    });
    contracts.push({ label: deployment.label, address, deployed });
  }
  return { contracts };
}
