import solc from 'solc';
import { z } from 'zod';

/** What a contract artifact holds: enough for viem to deploy and call the contract. */
export type CompiledContract = {
  contractName: string;
  solcVersion: string;
  abi: readonly unknown[];
  bytecode: `0x${string}`;
  deployedBytecode: `0x${string}`;
};

// Pinned settings: the committed artifact is reproducible only if nothing here depends on the machine.
// `bytecodeHash: 'none'` keeps the metadata hash (which covers the source file path) out of the bytecode.
const SETTINGS = {
  evmVersion: 'paris',
  optimizer: { enabled: true, runs: 200 },
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

const Output = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          evm: z.object({ bytecode: z.object({ object: z.string() }), deployedBytecode: z.object({ object: z.string() }) }),
        }),
      ),
    )
    .optional(),
});

/**
 * Compiles one Solidity source with the npm `solc` package (in-process, no download) and returns one contract of it.
 *
 * @example
 * const registry = compileSolidity('IdRegistry.sol', source, 'IdRegistry'); // { abi, bytecode, ... }
 */
export function compileSolidity(fileName: string, source: string, contractName: string): CompiledContract {
  const input = { language: 'Solidity', sources: { [fileName]: { content: source } }, settings: SETTINGS };
  const output = Output.parse(JSON.parse(solc.compile(JSON.stringify(input)) as string));
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((entry) => entry.formattedMessage).join('\n')}`);
  const contract = output.contracts?.[fileName]?.[contractName];
  if (contract === undefined) throw new Error(`${fileName} has no contract ${contractName}`);
  return {
    contractName,
    solcVersion: String(solc.version()),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
  };
}
