import type { Address } from 'viem';
import { deployWithCreate2 } from './deployWithCreate2.js';
import { devAmmDeployments } from './devAmmDeployments.js';
import { devAssetDeployments } from './devAssetDeployments.js';
import { fundOnrampTreasury } from './onrampTreasury.js';
import { seedAmmLiquidity, type SeedAmmLiquidityReturnType } from './seedAmmLiquidity.js';

export type SeedDevChainOptions = {
  /** JSON-RPC URL of an anvil dev chain (an unlocked account sends; it pays for the WETH deposits). */
  rpcUrl: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
};

export type SeedDevChainReturnType = {
  /** Every seeded contract, in table order. */
  contracts: { label: string; address: Address; deployed: boolean }[];
  /** The AMM's pools (`FOYER_DEV_AMM`): whether this call added their liquidity. */
  liquidity: SeedAmmLiquidityReturnType;
};

/**
 * Seeds the anvil dev chain with the kernel's `FOYER_DEV_TOKENS` and `FOYER_DEV_COLLECTIONS` (ERC-20s, WETH, the
 * zero-decimals token, an ERC-721 collection and a spam airdrop) and the swaps AMM (`FOYER_DEV_AMM`: pools with their
 * liquidity, router) at their deterministic addresses. Idempotent: a contract already there (a pool already funded) is
 * left alone, so a restarted chain (`--state`) or a second call sends no transaction.
 *
 * @example
 * const anvil = await startAnvil({ port: 0 });
 * await seedDevChain({ rpcUrl: anvil.url });
 */
export async function seedDevChain(options: SeedDevChainOptions): Promise<SeedDevChainReturnType> {
  const contracts: SeedDevChainReturnType['contracts'] = [];
  // One after the other: they share the sender's nonce.
  for (const deployment of [...devAssetDeployments(), ...devAmmDeployments()]) {
    const { address, deployed } = await deployWithCreate2({
      rpcUrl: options.rpcUrl,
      initCode: deployment.initCode,
      value: deployment.value,
      label: deployment.label,
      timeoutMs: options.timeoutMs,
    });
    contracts.push({ label: deployment.label, address, deployed });
  }
  // The swaps AMM's pools get their reserves once, from a dev account that is not one of FOYER_DEV_EVM_ACCOUNTS.
  const liquidity = await seedAmmLiquidity({ rpcUrl: options.rpcUrl, timeoutMs: options.timeoutMs });
  // The local onramp provider's treasury holds fUSD to deliver (minted once; a funded treasury sends nothing).
  await fundOnrampTreasury({ rpcUrl: options.rpcUrl });
  return { contracts, liquidity };
}
