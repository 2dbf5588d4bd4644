import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import { ConfigError } from '../../errors/ConfigError.js';

/** OP Mainnet: the chain of Farcaster's real IdRegistry. */
export const OP_MAINNET_CHAIN_ID = 10;
/** The dev chain (anvil): anyone can register any fid there, so outside development mode it proves nothing (N11). */
const DEV_CHAIN_ID = 31337;

/** Where the secure site reads which custody address owns an fid. */
export type FarcasterOptions = {
  /** IdRegistry contract: Farcaster's on OP Mainnet, or the dev one `deployDevContracts` puts on anvil. */
  idRegistryAddress: Address;
  /** JSON-RPC URL of the registry's chain. */
  rpcUrl: string;
  /** Chain id of that chain; the signed message must name it. */
  chainId: number;
  /** Timeout of one registry read (default 5 s). */
  timeoutMs?: number;
};

const Options = z.object({
  idRegistryAddress: z.string().refine((value) => isAddress(value, { strict: false }), 'Expected a 0x address'),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  chainId: z.number().int().positive(),
  timeoutMs: z.number().int().positive().optional(),
});

type Env = Readonly<Record<string, string | undefined>>;

function envValue(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The Farcaster settings from the options, else from `FOYER_FARCASTER_ID_REGISTRY` (+ `FOYER_FARCASTER_RPC_URL`,
 * `FOYER_FARCASTER_CHAIN_ID`); `undefined` — Farcaster sign-in off — when neither names a registry, since without
 * one nothing proves that the custody key owns the fid. Outside development mode (`dev` false) a registry on the dev
 * chain (31337) is a ConfigError.
 *
 * @example
 * resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
 *   FOYER_FARCASTER_RPC_URL: 'https://mainnet.optimism.io' }, { rpcUrl, chainId }, false); // chainId 10
 */
export function resolveFarcasterOptions(
  options: FarcasterOptions | false | undefined,
  env: Env,
  devChain: { rpcUrl: string; chainId: number },
  dev: boolean,
): FarcasterOptions | undefined {
  if (options === false) return undefined;
  let candidate: unknown = options;
  if (options === undefined) {
    const idRegistryAddress = envValue(env, 'FOYER_FARCASTER_ID_REGISTRY');
    if (idRegistryAddress === undefined) return undefined;
    const rpcUrl = envValue(env, 'FOYER_FARCASTER_RPC_URL');
    const chainId = envValue(env, 'FOYER_FARCASTER_CHAIN_ID');
    candidate = {
      idRegistryAddress,
      // A registry without its own RPC URL is on the dev chain; with one, it is Farcaster's on OP Mainnet by default.
      rpcUrl: rpcUrl ?? devChain.rpcUrl,
      chainId: chainId !== undefined ? Number(chainId) : rpcUrl !== undefined ? OP_MAINNET_CHAIN_ID : devChain.chainId,
    };
  }
  const parsed = Options.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid Farcaster settings (FOYER_FARCASTER_*): ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  if (!dev && parsed.data.chainId === DEV_CHAIN_ID) {
    throw new ConfigError(
      `The Farcaster IdRegistry is on the development chain (${DEV_CHAIN_ID}), where anyone can register any fid: outside development mode set FOYER_FARCASTER_RPC_URL and FOYER_FARCASTER_CHAIN_ID to Farcaster's chain (OP Mainnet, ${OP_MAINNET_CHAIN_ID})`,
    );
  }
  return { ...parsed.data, idRegistryAddress: getAddress(parsed.data.idRegistryAddress) };
}
