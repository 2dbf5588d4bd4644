/**
 * `npm run contracts`: compiles the dev-chain contracts (services/contracts/*.sol) with the npm `solc`
 * package and writes their ABI + bytecode into committed TypeScript modules, so neither the services
 * nor their tests need a compiler at run time.
 *
 *   node --import tsx/esm scripts/compileContracts.ts           write the artifacts
 *   node --import tsx/esm scripts/compileContracts.ts --check   fail when a committed artifact is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileSolidity } from './contracts/compileSolidity.js';
import { renderArtifactModule } from './contracts/renderArtifactModule.js';

const root = path.resolve(import.meta.dirname, '..');

/** Every contract of the dev chain: its source, the contract in it, and the module its artifact goes to. */
export const CONTRACTS = [
  {
    source: 'services/contracts/IdRegistry.sol',
    contractName: 'IdRegistry',
    exportName: 'idRegistryArtifact',
    artifact: 'services/src/devChain/contracts/idRegistryArtifact.ts',
  },
  {
    source: 'services/contracts/FoyerToken.sol',
    contractName: 'FoyerToken',
    exportName: 'foyerTokenArtifact',
    artifact: 'services/src/devChain/contracts/foyerTokenArtifact.ts',
  },
  {
    source: 'services/contracts/WrappedEther.sol',
    contractName: 'WrappedEther',
    exportName: 'wrappedEtherArtifact',
    artifact: 'services/src/devChain/contracts/wrappedEtherArtifact.ts',
  },
  {
    source: 'services/contracts/DevCollectibles.sol',
    contractName: 'FoyerCollectible',
    exportName: 'foyerCollectibleArtifact',
    artifact: 'services/src/devChain/contracts/foyerCollectibleArtifact.ts',
  },
  {
    source: 'services/contracts/DevCollectibles.sol',
    contractName: 'SpamCollectible',
    exportName: 'spamCollectibleArtifact',
    artifact: 'services/src/devChain/contracts/spamCollectibleArtifact.ts',
  },
  {
    source: 'services/contracts/FoyerPair.sol',
    contractName: 'FoyerPair',
    exportName: 'foyerPairArtifact',
    artifact: 'services/src/devChain/contracts/foyerPairArtifact.ts',
  },
  {
    source: 'services/contracts/FoyerAmmRouter.sol',
    contractName: 'FoyerAmmRouter',
    exportName: 'foyerAmmRouterArtifact',
    artifact: 'services/src/devChain/contracts/foyerAmmRouterArtifact.ts',
  },
] as const;

/** The artifact modules as they should be: path -> expected text. */
export function renderArtifacts(): Map<string, string> {
  const rendered = new Map<string, string>();
  for (const contract of CONTRACTS) {
    const source = readFileSync(path.join(root, contract.source), 'utf8');
    const compiled = compileSolidity(path.basename(contract.source), source, contract.contractName);
    rendered.set(contract.artifact, renderArtifactModule(compiled, contract.exportName, contract.source));
  }
  return rendered;
}

function main(): void {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [artifact, text] of renderArtifacts()) {
    const file = path.join(root, artifact);
    if (check) {
      const current = readFileSync(file, 'utf8');
      if (current !== text) {
        stale += 1;
        process.stderr.write(`${artifact} is stale: run npm run contracts\n`);
      }
    } else {
      writeFileSync(file, text);
      process.stdout.write(`wrote ${artifact}\n`);
    }
  }
  if (stale > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
