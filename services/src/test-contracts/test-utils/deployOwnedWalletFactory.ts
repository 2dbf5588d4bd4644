import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, createWalletClient, http, type Abi, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { compileSolidity } from '../../../../scripts/contracts/compileSolidity.js';
import { DEV_MNEMONIC } from '../../anvil/startAnvil.js';

const SOURCE = path.join(__dirname, '..', 'OwnedWallet.sol');

export type OwnedWalletFactory = {
  address: Address;
  abi: Abi;
  /** The wallet's address for `owner` and `salt`, deployed or not. */
  addressOf(owner: Address, salt: Hex): Promise<Address>;
  /** Deploys the wallet of `owner` and `salt` (a transaction from anvil's first account). */
  deploy(owner: Address, salt: Hex): Promise<Address>;
};

/**
 * Compiles `OwnedWallet.sol` in-process (npm `solc`, evmVersion paris, ~1 s) and deploys its CREATE2 factory on the
 * anvil at `rpcUrl` (chain 31337) from anvil's first dev account. No committed bytecode, no download.
 */
export async function deployOwnedWalletFactory(rpcUrl: string): Promise<OwnedWalletFactory> {
  const compiled = compileSolidity('OwnedWallet.sol', readFileSync(SOURCE, 'utf8'), 'OwnedWalletFactory');
  const abi = compiled.abi as Abi;
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain: foundry, transport });
  const walletClient = createWalletClient({ chain: foundry, transport, account: mnemonicToAccount(DEV_MNEMONIC) });
  const hash = await walletClient.deployContract({ abi, bytecode: compiled.bytecode });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const address = receipt.contractAddress;
  if (!address) throw new Error('OwnedWalletFactory deployment has no contract address');

  const addressOf = async (owner: Address, salt: Hex) =>
    (await publicClient.readContract({ address, abi, functionName: 'addressOf', args: [owner, salt] })) as Address;
  return {
    address,
    abi,
    addressOf,
    deploy: async (owner, salt) => {
      const tx = await walletClient.writeContract({ address, abi, functionName: 'deploy', args: [owner, salt] });
      await publicClient.waitForTransactionReceipt({ hash: tx, pollingInterval: 50 });
      return addressOf(owner, salt);
    },
  };
}
