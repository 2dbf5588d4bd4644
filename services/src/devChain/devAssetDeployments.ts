import { FOYER_DEV_COLLECTIONS, FOYER_DEV_TOKENS, FOYER_DEV_EVM_ACCOUNTS, foyerDevChain, type FoyerDevCollection, type FoyerDevToken } from '@foyer/kernel';
import { encodeDeployData, getAddress, type Address, type Hex } from 'viem';
import { foyerCollectibleArtifact } from './contracts/foyerCollectibleArtifact.js';
import { foyerTokenArtifact } from './contracts/foyerTokenArtifact.js';
import { spamCollectibleArtifact } from './contracts/spamCollectibleArtifact.js';
import { wrappedEtherArtifact } from './contracts/wrappedEtherArtifact.js';
import { create2Address } from './deployWithCreate2.js';

/** One seeded contract: its creation code (constructor arguments included) and the address the kernel table gives it. */
export type DevAssetDeployment = {
  /** e.g. "fUSD" or "Foyer Friends". */
  label: string;
  initCode: Hex;
  /** Wei the constructor receives (the ETH behind the initial WETH balances). */
  value: bigint;
  /** The address in `FOYER_DEV_TOKENS` / `FOYER_DEV_COLLECTIONS`. */
  address: Address;
};

/** The first dev account owns the tokens and the collection: it may mint more (tests, demos). */
const OWNER = getAddress(FOYER_DEV_EVM_ACCOUNTS[0]);

function tokenDeployment(token: FoyerDevToken): DevAssetDeployment {
  const holders = token.holdings.map((holding) => getAddress(holding.holder));
  const amounts = token.holdings.map((holding) => holding.amount);
  const initCode =
    token.standard === 'wrapped-native'
      ? encodeDeployData({ abi: wrappedEtherArtifact.abi, bytecode: wrappedEtherArtifact.bytecode, args: [holders, amounts] })
      : encodeDeployData({
          abi: foyerTokenArtifact.abi,
          bytecode: foyerTokenArtifact.bytecode,
          args: [token.name, token.symbol, token.decimals, OWNER, holders, amounts],
        });
  const value = token.standard === 'wrapped-native' ? amounts.reduce((sum, amount) => sum + amount, 0n) : 0n;
  return { label: token.symbol, initCode, value, address: getAddress(token.address) };
}

function collectionDeployment(collection: FoyerDevCollection): DevAssetDeployment {
  // Item ids are 1, 2, 3, … in table order: the contracts mint them in that order.
  collection.items.forEach((item, index) => {
    if (item.tokenId !== BigInt(index + 1)) throw new Error(`${collection.name}: items must be numbered 1, 2, 3, … in order`);
  });
  const holders = collection.items.map((item) => getAddress(item.holder));
  const initCode = collection.spam
    ? encodeDeployData({ abi: spamCollectibleArtifact.abi, bytecode: spamCollectibleArtifact.bytecode, args: [collection.name, collection.symbol, holders] })
    : encodeDeployData({
        abi: foyerCollectibleArtifact.abi,
        bytecode: foyerCollectibleArtifact.bytecode,
        args: [collection.name, collection.symbol, OWNER, holders],
      });
  return { label: collection.name, initCode, value: 0n, address: getAddress(collection.address) };
}

/**
 * The contracts that seed the EVM dev chain, built from the kernel's tables: each mints its initial balances in its
 * constructor, so "deployed" means "seeded". Throws when a table address is not the CREATE2 address of its creation
 * code (a contract, a constructor argument or the table changed without the other).
 *
 * @example
 * for (const deployment of devAssetDeployments()) await deployWithCreate2({ rpcUrl, ...deployment });
 */
export function devAssetDeployments(): DevAssetDeployment[] {
  const deployments = [
    ...FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === foyerDevChain.caipNetworkId).map(tokenDeployment),
    ...FOYER_DEV_COLLECTIONS.filter((collection) => collection.caipNetworkId === foyerDevChain.caipNetworkId).map(collectionDeployment),
  ];
  for (const deployment of deployments) {
    const actual = create2Address(deployment.initCode);
    if (actual !== deployment.address) {
      throw new Error(`${deployment.label}: the kernel table (shared-kernel/src/networks/devAssets.ts) says ${deployment.address}, its creation code deploys to ${actual}`);
    }
  }
  return deployments;
}
