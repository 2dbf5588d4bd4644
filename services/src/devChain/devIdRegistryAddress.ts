import { getContractAddress, type Address, type Hex } from 'viem';
import { idRegistryArtifact } from './contracts/idRegistryArtifact.js';

/**
 * The CREATE2 deployment proxy (Arachnid's "deterministic-deployment-proxy") that anvil preloads at this address on
 * every chain it starts; foundry, hardhat and most L2s have it at the same address too.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** Runtime code of that proxy: installed with `anvil_setCode` when a dev chain was started without it. */
export const CREATE2_DEPLOYER_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3';

/** A fixed salt, so the address depends only on the contract's bytecode. */
export const DEV_CONTRACTS_SALT: Hex = `0x${'00'.repeat(31)}01`;

/**
 * Where `deployDevContracts` puts the dev IdRegistry on any dev chain: the CREATE2 address of its committed bytecode,
 * the same for every anvil, every port and every nonce history (it changes only when the contract does).
 */
export const DEV_ID_REGISTRY_ADDRESS: Address = getContractAddress({
  opcode: 'CREATE2',
  from: CREATE2_DEPLOYER,
  salt: DEV_CONTRACTS_SALT,
  bytecode: idRegistryArtifact.bytecode,
});
