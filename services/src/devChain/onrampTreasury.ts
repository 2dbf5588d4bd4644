import { createHash } from 'node:crypto';
import {
  address as solanaAddress,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, foyerDevChain } from '@foyer/kernel';
import { createPublicClient, createWalletClient, getAddress, http, parseAbi, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { DEV_MNEMONIC } from '../anvil/startAnvil.js';

/**
 * Index of the onramp treasury among the dev mnemonic's anvil accounts: not 0–2 (the seeded holders, whose balances
 * tests assert) nor 5 (the AMM's liquidity provider). PUBLIC dev key: the treasury exists on dev chains only.
 */
export const ONRAMP_TREASURY_EVM_ACCOUNT_INDEX = 7;
/** fUSD base units the treasury is minted when it holds less than a purchase needs: 1,000,000 fUSD. */
export const ONRAMP_TREASURY_FUSD_TOP_UP = 1_000_000_000_000n;
/** Lamports airdropped to the Solana treasury when it holds less than a purchase needs (plus fees): 10,000 SOL. */
export const ONRAMP_TREASURY_SOL_TOP_UP = 10_000_000_000_000n;
/** Lamports kept aside for the transfer's fee. */
const SOL_FEE_RESERVE = 1_000_000n;
const RECEIPT_TIMEOUT_MS = 30_000;

const erc20Abi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function mint(address to, uint256 value)',
  'function owner() view returns (address)',
]);

const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === foyerDevChain.caipNetworkId && token.symbol === 'fUSD');

/** What a delivery moves: the chain's native currency, or an ERC-20 of the dev chain. */
export type OnrampTreasuryAsset = { kind: 'native' } | { kind: 'erc20'; contract: Address };

export type OnrampDelivery = {
  namespace: 'eip155' | 'solana';
  rpcUrl: string;
  /** EIP-55 or base58 destination. */
  to: string;
  asset: OnrampTreasuryAsset;
  /** Base units. */
  amount: bigint;
  /** Called with the transaction hash / signature once it is sent, before it is confirmed. */
  onSent?: (txHash: string) => Promise<void>;
};

/** The dev treasury the local onramp provider pays from. */
export type OnrampTreasury = {
  evmAddress: Address;
  solanaAddress(): Promise<string>;
  /** Sends `amount` to `to` and resolves to the transaction hash (EVM) or signature (Solana) once it succeeded. */
  deliver(delivery: OnrampDelivery): Promise<string>;
};

const evmAccount = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: ONRAMP_TREASURY_EVM_ACCOUNT_INDEX });

/** The Solana treasury: SHA-256 of a fixed label is its Ed25519 seed, so its address never changes. */
function solanaTreasurySigner(): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(createHash('sha256').update('foyer dev onramp treasury').digest()));
}

function evmClients(rpcUrl: string) {
  const transport = http(rpcUrl, { timeout: 10_000, retryCount: 0 });
  return { publicClient: createPublicClient({ transport }), transport };
}

/**
 * Mints `ONRAMP_TREASURY_FUSD_TOP_UP` fUSD to the EVM treasury when it holds less than `needed` (the token's owner, dev
 * account 0, is an unlocked anvil account; the node assigns its nonce). Idempotent: a funded treasury sends nothing.
 *
 * @example
 * await fundOnrampTreasury({ rpcUrl: anvil.url }); // once after seedDevChain: the treasury holds 1,000,000 fUSD
 */
export async function fundOnrampTreasury(options: { rpcUrl: string; needed?: bigint }): Promise<{ minted: boolean }> {
  if (fusd === undefined) throw new Error('the kernel table lost fUSD');
  const { publicClient, transport } = evmClients(options.rpcUrl);
  const contract = getAddress(fusd.address);
  const held = await publicClient.readContract({ address: contract, abi: erc20Abi, functionName: 'balanceOf', args: [evmAccount.address] });
  if (held >= (options.needed ?? 1n)) return { minted: false };
  const owner = getAddress(FOYER_DEV_EVM_ACCOUNTS[0]);
  const wallet = createWalletClient({ transport });
  const top = options.needed !== undefined && options.needed > ONRAMP_TREASURY_FUSD_TOP_UP ? options.needed : ONRAMP_TREASURY_FUSD_TOP_UP;
  const hash = await wallet.writeContract({ account: owner, chain: null, address: contract, abi: erc20Abi, functionName: 'mint', args: [evmAccount.address, top] });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`minting fUSD to the onramp treasury failed (transaction ${hash})`);
  return { minted: true };
}

async function deliverEvm(delivery: OnrampDelivery): Promise<string> {
  const { publicClient, transport } = evmClients(delivery.rpcUrl);
  const chainId = await publicClient.getChainId();
  const chain = { ...foundry, id: chainId };
  const wallet = createWalletClient({ account: evmAccount, chain, transport });
  const to = getAddress(delivery.to);
  let hash: Hex;
  if (delivery.asset.kind === 'native') {
    const held = await publicClient.getBalance({ address: evmAccount.address });
    if (held < delivery.amount) throw new Error(`the onramp treasury holds too little ETH (${held} wei) for ${delivery.amount} wei`);
    hash = await wallet.sendTransaction({ to, value: delivery.amount });
  } else {
    if (fusd !== undefined && getAddress(fusd.address) === delivery.asset.contract) await fundOnrampTreasury({ rpcUrl: delivery.rpcUrl, needed: delivery.amount });
    hash = await wallet.writeContract({ address: delivery.asset.contract, abi: erc20Abi, functionName: 'transfer', args: [to, delivery.amount] });
  }
  await delivery.onSent?.(hash);
  const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`the delivery transaction ${hash} reverted`);
  return hash;
}

async function deliverSol(delivery: OnrampDelivery): Promise<string> {
  if (delivery.asset.kind !== 'native') throw new Error('the Solana treasury delivers SOL only');
  const rpc = createSolanaRpc(delivery.rpcUrl);
  const signer = await solanaTreasurySigner();
  const { value: held } = await rpc.getBalance(signer.address).send();
  if (held < delivery.amount + SOL_FEE_RESERVE) {
    const top = delivery.amount > ONRAMP_TREASURY_SOL_TOP_UP ? delivery.amount + SOL_FEE_RESERVE : ONRAMP_TREASURY_SOL_TOP_UP;
    await rpc.requestAirdrop(signer.address, lamports(top)).send();
  }
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(getTransferSolInstruction({ source: signer, destination: solanaAddress(delivery.to), amount: delivery.amount }), draft),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = getSignatureFromTransaction(signed);
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
  await delivery.onSent?.(signature);
  const { value: statuses } = await rpc.getSignatureStatuses([signature]).send();
  const status = statuses[0];
  if (status === null || status === undefined) throw new Error(`the delivery transaction ${signature} is unknown to the Solana node`);
  if (status.err !== null) throw new Error(`the delivery transaction ${signature} failed: ${JSON.stringify(status.err)}`);
  return signature;
}

/**
 * The dev treasury of the local onramp provider: anvil account `ONRAMP_TREASURY_EVM_ACCOUNT_INDEX` on the dev chain
 * (ETH it has from anvil, fUSD minted by `fundOnrampTreasury`), and a fixed Solana key funded by airdrop on the Solana
 * dev node. Deliveries run one at a time, so the treasury's nonce is never reused.
 *
 * @example
 * const hash = await createOnrampTreasury().deliver({ namespace: 'eip155', rpcUrl, to, asset: { kind: 'native' }, amount: 10n ** 16n });
 */
export function createOnrampTreasury(): OnrampTreasury {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    evmAddress: evmAccount.address,
    solanaAddress: async () => (await solanaTreasurySigner()).address,
    deliver(delivery) {
      const run = (): Promise<string> => (delivery.namespace === 'eip155' ? deliverEvm(delivery) : deliverSol(delivery));
      const next = queue.then(run, run);
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
