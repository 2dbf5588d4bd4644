import { concat, createPublicClient, createTestClient, createWalletClient, getContractAddress, http, type Address, type Hex } from 'viem';
import { CREATE2_DEPLOYER, CREATE2_DEPLOYER_CODE, DEV_CONTRACTS_SALT } from './devIdRegistryAddress.js';

export type DeployWithCreate2Options = {
  /** JSON-RPC URL of an anvil dev chain (an unlocked account sends; `anvil_setCode` installs a missing proxy). */
  rpcUrl: string;
  /** Creation code: bytecode followed by the ABI-encoded constructor arguments. */
  initCode: Hex;
  /** Wei passed to a payable constructor (default 0). */
  value?: bigint;
  /** When set, code found at the address must equal it (a contract without immutables); otherwise any code counts. */
  expectedCode?: Hex;
  /** A name for error messages, e.g. "the dev IdRegistry". */
  label: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
};

export type DeployWithCreate2ReturnType = {
  address: Address;
  /** False when code was already at the address (a restarted chain with `--state`, a second call). */
  deployed: boolean;
};

/**
 * The address the CREATE2 proxy gives `initCode` with the dev salt: it depends on nothing but the creation code.
 *
 * @example
 * create2Address(idRegistryArtifact.bytecode); // DEV_ID_REGISTRY_ADDRESS
 */
export function create2Address(initCode: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: DEV_CONTRACTS_SALT, bytecode: initCode });
}

/**
 * Deploys `initCode` through the CREATE2 proxy with the dev salt, unless code is already at its address; idempotent.
 *
 * @example
 * const { address, deployed } = await deployWithCreate2({ rpcUrl: anvil.url, initCode, label: 'fUSD' });
 */
export async function deployWithCreate2(options: DeployWithCreate2Options): Promise<DeployWithCreate2ReturnType> {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = http(options.rpcUrl, { timeout, retryCount: 0 });
  const client = createPublicClient({ transport });
  const address = create2Address(options.initCode);
  const matches = (code: Hex | undefined): boolean =>
    code !== undefined && code !== '0x' && (options.expectedCode === undefined || code.toLowerCase() === options.expectedCode.toLowerCase());

  const existing = await client.getCode({ address });
  if (existing !== undefined && existing !== '0x') {
    if (!matches(existing)) throw new Error(`${address} holds code that is not ${options.label}`);
    return { address, deployed: false };
  }

  const proxy = await client.getCode({ address: CREATE2_DEPLOYER });
  if (proxy === undefined || proxy === '0x') {
    await createTestClient({ mode: 'anvil', transport }).setCode({ address: CREATE2_DEPLOYER, bytecode: CREATE2_DEPLOYER_CODE });
  }
  // Any unlocked account can send: with CREATE2 the sender and its nonce do not enter the address.
  const wallet = createWalletClient({ transport });
  const [sender] = await wallet.getAddresses();
  if (sender === undefined) throw new Error(`${options.rpcUrl} has no unlocked account to deploy ${options.label} from`);
  const hash = await wallet.sendTransaction({
    account: sender,
    chain: null,
    to: CREATE2_DEPLOYER,
    data: concat([DEV_CONTRACTS_SALT, options.initCode]),
    value: options.value ?? 0n,
  });
  const receipt = await client.waitForTransactionReceipt({ hash, timeout });
  const code = await client.getCode({ address });
  if (receipt.status !== 'success' || !matches(code)) {
    throw new Error(`deploying ${options.label} to ${address} failed (transaction ${hash})`);
  }
  return { address, deployed: true };
}
