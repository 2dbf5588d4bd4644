import type { CaipNetworkId } from '../types/network.js';
import { foyerDevChain } from './foyerDevChain.js';
import { FOYER_DEV_SOLANA_ADDRESSES, foyerDevSolana } from './foyerDevSolana.js';

/**
 * The first anvil dev accounts (the standard `test test … junk` mnemonic), account 0 first: the holders of the
 * seeded EVM assets. PUBLIC dev keys: never send them real funds.
 */
export const FOYER_DEV_EVM_ACCOUNTS = Object.freeze([
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const);

/** How a seeded fungible token is implemented: an ERC-20, the wrapped native currency (deposit / withdraw), an SPL mint. */
export type FoyerDevTokenStandard = 'erc20' | 'wrapped-native' | 'spl';

/** One base-unit amount a dev account holds once the dev chain is seeded. */
export type FoyerDevHolding = { holder: string; amount: bigint };

/** A fungible token the dev chains are seeded with. */
export type FoyerDevToken = {
  caipNetworkId: CaipNetworkId;
  standard: FoyerDevTokenStandard;
  /** The ERC-20 contract (checksummed) or the SPL mint (base58). */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Its price in USD on the dev chain (the services' default price table). */
  usdPrice: number;
  /** What each dev account holds right after seeding, in base units. */
  holdings: readonly FoyerDevHolding[];
};

/** One item of a seeded ERC-721 collection. */
export type FoyerDevCollectible = { tokenId: bigint; holder: string; name: string };

/** An ERC-721 collection the dev chain is seeded with; `spam` marks an unsolicited airdrop that wallets hide. */
export type FoyerDevCollection = {
  caipNetworkId: CaipNetworkId;
  address: string;
  name: string;
  symbol: string;
  spam: boolean;
  items: readonly FoyerDevCollectible[];
};

const [evm0, evm1, evm2] = FOYER_DEV_EVM_ACCOUNTS;
const [sol0, sol1, sol2, sol3] = FOYER_DEV_SOLANA_ADDRESSES;

/**
 * Every fungible token the dev chains hold after `npm start` (anvil eip155:31337 and the Solana dev node): addresses are
 * deterministic (CREATE2 of the committed bytecode and constructor arguments; a mint derived from a fixed seed), so
 * the services, the e2e tests and the widget read this one table. ZERO has 0 decimals to prove the widget's filter.
 * @example
 * const fusd = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === 'eip155:31337');
 */
export const FOYER_DEV_TOKENS: readonly FoyerDevToken[] = Object.freeze([
  {
    caipNetworkId: foyerDevChain.caipNetworkId,
    standard: 'erc20',
    address: '0xe1c25CA7196d3bDb611639f09af19E4d98A9410f',
    name: 'Foyer USD',
    symbol: 'fUSD',
    decimals: 6,
    usdPrice: 1,
    holdings: [
      { holder: evm0, amount: 1_234_560_000n },
      { holder: evm1, amount: 500_000_000n },
      { holder: evm2, amount: 42_500_000n },
    ],
  },
  {
    caipNetworkId: foyerDevChain.caipNetworkId,
    standard: 'erc20',
    address: '0x137eEfEF9E059Cdc220b3470eE4eAbCf693d508A',
    name: 'Foyer Token',
    symbol: 'FOY',
    decimals: 18,
    usdPrice: 0.5,
    holdings: [
      { holder: evm0, amount: 1_000_000_000_000_000_000_000n },
      { holder: evm1, amount: 250_500_000_000_000_000_000n },
      { holder: evm2, amount: 10_000_000_000_000_000_000n },
    ],
  },
  {
    caipNetworkId: foyerDevChain.caipNetworkId,
    standard: 'wrapped-native',
    address: '0x7F885cb9d2dcbE0BD50fBcae65A658668A2b5917',
    name: 'Wrapped Ether',
    symbol: 'WETH',
    decimals: 18,
    usdPrice: 3000,
    holdings: [
      { holder: evm0, amount: 2_500_000_000_000_000_000n },
      { holder: evm1, amount: 1_000_000_000_000_000_000n },
      { holder: evm2, amount: 250_000_000_000_000_000n },
    ],
  },
  {
    caipNetworkId: foyerDevChain.caipNetworkId,
    standard: 'erc20',
    address: '0x1DCE3C6251c716B55973b2D1F3494c838a672f50',
    name: 'Zero Decimals',
    symbol: 'ZERO',
    decimals: 0,
    usdPrice: 1,
    holdings: [
      { holder: evm0, amount: 7n },
      { holder: evm1, amount: 3n },
      { holder: evm2, amount: 1n },
    ],
  },
  {
    caipNetworkId: foyerDevSolana.caipNetworkId,
    standard: 'spl',
    address: 'HKXfBoyccxPek1eEyyiHDAzLCMMsitrraHNV4dJiiSjA',
    name: 'Foyer USD',
    symbol: 'fUSD',
    decimals: 6,
    usdPrice: 1,
    holdings: [
      { holder: sol0, amount: 500_000_000n },
      { holder: sol1, amount: 250_000_000n },
      { holder: sol2, amount: 100_000_000n },
      { holder: sol3, amount: 50_000_000n },
    ],
  },
] satisfies FoyerDevToken[]);

/**
 * The ERC-721 collections of the dev chain: "Foyer Friends" (items 1–3 to dev account 0, 4–5 to account 1) and a spam
 * airdrop to accounts 0 and 1. Every item's `tokenURI` is a JSON data URI with an SVG data-URI image (renders offline).
 * @example
 * const visible = FOYER_DEV_COLLECTIONS.filter((collection) => !collection.spam);
 */
export const FOYER_DEV_COLLECTIONS: readonly FoyerDevCollection[] = Object.freeze([
  {
    caipNetworkId: foyerDevChain.caipNetworkId,
    address: '0x0b25dD612FA47C65b1Db8004fc6f196810b86582',
    name: 'Foyer Friends',
    symbol: 'FRIEND',
    spam: false,
    items: [
      { tokenId: 1n, holder: evm0, name: 'Foyer Friends #1' },
      { tokenId: 2n, holder: evm0, name: 'Foyer Friends #2' },
      { tokenId: 3n, holder: evm0, name: 'Foyer Friends #3' },
      { tokenId: 4n, holder: evm1, name: 'Foyer Friends #4' },
      { tokenId: 5n, holder: evm1, name: 'Foyer Friends #5' },
    ],
  },
  {
    caipNetworkId: foyerDevChain.caipNetworkId,
    address: '0x08224523714c5E2374b29DE1FF9133324F3A47a4',
    name: 'Reward Voucher',
    symbol: 'CLAIM',
    spam: true,
    items: [
      { tokenId: 1n, holder: evm0, name: 'Reward Voucher #1' },
      { tokenId: 2n, holder: evm1, name: 'Reward Voucher #2' },
    ],
  },
] satisfies FoyerDevCollection[]);

/** USD price of each dev network's native currency (ETH on the anvil dev chain, SOL on the Solana dev node). */
export const FOYER_DEV_NATIVE_USD_PRICES: Readonly<Record<CaipNetworkId, number>> = Object.freeze({
  [foyerDevChain.caipNetworkId]: 3000,
  [foyerDevSolana.caipNetworkId]: 150,
});

/** One constant-product pool of the dev chain's AMM: its two tokens (`token0` has the lower address) and the reserves seeding puts in. */
export type FoyerDevAmmPair = { address: string; token0: string; token1: string; reserve0: bigint; reserve1: bigint };

/** The dev chain's AMM: a router over fixed pools, all at deterministic (CREATE2) addresses. */
export type FoyerDevAmm = {
  caipNetworkId: CaipNetworkId;
  /** `FoyerAmmRouter`: swaps along a path of pools, ETH in and out through WETH. */
  router: string;
  /** The wrapped native currency the router swaps ETH through (WETH of `FOYER_DEV_TOKENS`). */
  wrappedNative: string;
  /** The dev account (anvil account 5, not one of `FOYER_DEV_EVM_ACCOUNTS`) that provides the seeded liquidity. */
  liquidityProvider: string;
  pairs: readonly FoyerDevAmmPair[];
};

/**
 * The swaps AMM of the dev chain (issue 12): pools WETH/fUSD, FOY/WETH and FOY/fUSD seeded at the dev price table (ETH 3000,
 * fUSD 1, FOY 0.5 USD), 100 ETH deep so that 0.1 ETH moves a price by about 0.1 %. The services quote from these pools'
 * live reserves; the tests and e2e read the addresses here.
 * @example
 * const pool = FOYER_DEV_AMM.pairs.find((pair) => pair.token1 === fusd.address && pair.token0 === FOYER_DEV_AMM.wrappedNative);
 */
export const FOYER_DEV_AMM: FoyerDevAmm = Object.freeze({
  caipNetworkId: foyerDevChain.caipNetworkId,
  router: '0x5a129617d8C8A26822c5967e43CEc089D1729DAF',
  wrappedNative: '0x7F885cb9d2dcbE0BD50fBcae65A658668A2b5917',
  liquidityProvider: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  pairs: [
    // WETH / fUSD: 100 ETH against 300,000 fUSD.
    {
      address: '0xEf4DC95aD589846a16F2dC7E4ED9d1931065E26F',
      token0: '0x7F885cb9d2dcbE0BD50fBcae65A658668A2b5917',
      token1: '0xe1c25CA7196d3bDb611639f09af19E4d98A9410f',
      reserve0: 100_000_000_000_000_000_000n,
      reserve1: 300_000_000_000n,
    },
    // FOY / WETH: 600,000 FOY against 100 ETH.
    {
      address: '0x959f1AbeA55F4f623A22672531f432404aaE8AFB',
      token0: '0x137eEfEF9E059Cdc220b3470eE4eAbCf693d508A',
      token1: '0x7F885cb9d2dcbE0BD50fBcae65A658668A2b5917',
      reserve0: 600_000_000_000_000_000_000_000n,
      reserve1: 100_000_000_000_000_000_000n,
    },
    // FOY / fUSD: 600,000 FOY against 300,000 fUSD.
    {
      address: '0x91812Aa05A382deE2ff41d083ab7Ec06dAe6644d',
      token0: '0x137eEfEF9E059Cdc220b3470eE4eAbCf693d508A',
      token1: '0xe1c25CA7196d3bDb611639f09af19E4d98A9410f',
      reserve0: 600_000_000_000_000_000_000_000n,
      reserve1: 300_000_000_000n,
    },
  ],
} satisfies FoyerDevAmm);
