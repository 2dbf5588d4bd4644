import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

async function latestBlockhash(rpcUrl: string) {
  try {
    const { value } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send();
    return value;
  } catch (cause) {
    // @solana/kit's production messages are error codes only: say what failed in words.
    throw new Error(`Could not read the latest blockhash from the Solana node at ${rpcUrl}`, { cause });
  }
}

export type BuildSolTransferParameters = {
  /** JSON-RPC URL of the Solana node the latest blockhash comes from. */
  rpcUrl: string;
  /** Base58 address paying the fee and the lamports (the connected account; the wallet signs). */
  from: string;
  /** Base58 address receiving the lamports. */
  to: string;
  lamports: bigint;
};

/**
 * An unsigned system-program transfer of `lamports` from `from` to `to`, as wire bytes for a wallet's
 * `signAndSendTransaction` (version 0, fee payer `from`, lifetime = the node's latest blockhash).
 * Rejects with the node's error when the blockhash cannot be read.
 * @example
 * const wire = await buildSolTransfer({ rpcUrl: 'http://127.0.0.1:8899', from, to, lamports: 10_000_000n })
 * const signature = await provider.signAndSendTransaction(wire)
 */
export async function buildSolTransfer({ rpcUrl, from, to, lamports }: BuildSolTransferParameters): Promise<Uint8Array> {
  const source = createNoopSigner(address(from));
  const lifetime = await latestBlockhash(rpcUrl);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(source.address, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstruction(getTransferSolInstruction({ source, destination: address(to), amount: lamports }), draft),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}
