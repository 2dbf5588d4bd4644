import { FOYER_DEV_AMM } from '@foyer/kernel';
import { encodeDeployData, getAddress, type Address } from 'viem';
import { foyerAmmRouterArtifact } from './contracts/foyerAmmRouterArtifact.js';
import { foyerPairArtifact } from './contracts/foyerPairArtifact.js';
import type { DevAssetDeployment } from './devAssetDeployments.js';
import { create2Address } from './deployWithCreate2.js';

/**
 * The AMM's contracts (each `FoyerPair` of `FOYER_DEV_AMM`, then the `FoyerAmmRouter` over them) as CREATE2 deployments,
 * after the tokens they pool. Throws when a table address is not the CREATE2 address of its creation code.
 *
 * @example
 * for (const deployment of devAmmDeployments()) await deployWithCreate2({ rpcUrl, ...deployment });
 */
export function devAmmDeployments(): DevAssetDeployment[] {
  const pairs = FOYER_DEV_AMM.pairs.map((pair) => ({
    label: `FoyerPair ${pair.token0.slice(0, 6)}/${pair.token1.slice(0, 6)}`,
    initCode: encodeDeployData({ abi: foyerPairArtifact.abi, bytecode: foyerPairArtifact.bytecode, args: [getAddress(pair.token0), getAddress(pair.token1)] }),
    value: 0n,
    address: getAddress(pair.address),
  }));
  const pairAddresses: Address[] = pairs.map((pair) => pair.address);
  const router = {
    label: 'FoyerAmmRouter',
    initCode: encodeDeployData({ abi: foyerAmmRouterArtifact.abi, bytecode: foyerAmmRouterArtifact.bytecode, args: [getAddress(FOYER_DEV_AMM.wrappedNative), pairAddresses] }),
    value: 0n,
    address: getAddress(FOYER_DEV_AMM.router),
  };
  const deployments = [...pairs, router];
  for (const deployment of deployments) {
    const actual = create2Address(deployment.initCode);
    if (actual !== deployment.address) {
      throw new Error(`${deployment.label}: FOYER_DEV_AMM (shared-kernel/src/networks/devAssets.ts) says ${deployment.address}, its creation code deploys to ${actual}`);
    }
  }
  return deployments;
}
