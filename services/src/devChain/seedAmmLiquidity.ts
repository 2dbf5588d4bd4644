import { FOYER_DEV_AMM } from '@foyer/kernel';
import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hash } from 'viem';
import { foyerPairArtifact } from './contracts/foyerPairArtifact.js';
import { foyerTokenArtifact } from './contracts/foyerTokenArtifact.js';
import { wrappedEtherArtifact } from './contracts/wrappedEtherArtifact.js';

export type SeedAmmLiquidityOptions = {
  /** JSON-RPC URL of an anvil dev chain whose tokens and pools are deployed (unlocked accounts send). */
  rpcUrl: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
};

/** Per pool: whether this call added its liquidity (false: it already had some). */
export type SeedAmmLiquidityReturnType = { address: Address; added: boolean }[];

/**
 * Puts `FOYER_DEV_AMM`'s reserves into every pool that has no liquidity yet: WETH wrapped by the liquidity provider
 * (anvil account 5), the ERC-20s minted to the pool by their owner, then the pool's shares minted to the provider.
 * The dev accounts 0–2 keep exactly their seeded balances. Idempotent: a pool with shares is left alone (no
 * transaction), and a half-funded pool only gets what it lacks.
 *
 * @example
 * await seedAmmLiquidity({ rpcUrl: anvil.url });
 */
export async function seedAmmLiquidity(options: SeedAmmLiquidityOptions): Promise<SeedAmmLiquidityReturnType> {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = http(options.rpcUrl, { timeout, retryCount: 0 });
  const client = createPublicClient({ transport });
  const wallet = createWalletClient({ transport });
  const provider = getAddress(FOYER_DEV_AMM.liquidityProvider);
  const weth = getAddress(FOYER_DEV_AMM.wrappedNative);
  const mined = async (hash: Hash, what: string): Promise<void> => {
    const receipt = await client.waitForTransactionReceipt({ hash, timeout });
    if (receipt.status !== 'success') throw new Error(`seeding the dev AMM: ${what} failed (transaction ${hash})`);
  };

  const seeded: SeedAmmLiquidityReturnType = [];
  // One after the other: the senders' nonces are shared between pools.
  for (const pair of FOYER_DEV_AMM.pairs) {
    const address = getAddress(pair.address);
    if ((await client.readContract({ address, abi: foyerPairArtifact.abi, functionName: 'totalSupply' })) > 0n) {
      seeded.push({ address, added: false });
      continue;
    }
    for (const [tokenAddress, reserve] of [
      [pair.token0, pair.reserve0],
      [pair.token1, pair.reserve1],
    ] as const) {
      const token = getAddress(tokenAddress);
      const held = await client.readContract({ address: token, abi: foyerTokenArtifact.abi, functionName: 'balanceOf', args: [address] });
      if (held >= reserve) continue;
      const missing = reserve - held;
      if (token === weth) {
        const read = { address: weth, abi: wrappedEtherArtifact.abi, account: provider, chain: null } as const;
        await mined(await wallet.writeContract({ ...read, functionName: 'deposit', value: missing }), 'wrapping ETH');
        await mined(await wallet.writeContract({ ...read, functionName: 'transfer', args: [address, missing] }), 'sending WETH to a pool');
      } else {
        const owner = await client.readContract({ address: token, abi: foyerTokenArtifact.abi, functionName: 'owner' });
        await mined(
          await wallet.writeContract({ address: token, abi: foyerTokenArtifact.abi, account: owner, chain: null, functionName: 'mint', args: [address, missing] }),
          `minting ${token} to a pool`,
        );
      }
    }
    await mined(
      await wallet.writeContract({ address, abi: foyerPairArtifact.abi, account: provider, chain: null, functionName: 'mint', args: [provider] }),
      `minting the shares of ${address}`,
    );
    seeded.push({ address, added: true });
  }
  return seeded;
}
