import {
  AccountRole,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase16Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type KeyPairSigner,
} from '@solana/kit';
import { FOYER_DEV_SOLANA_SEEDS } from '@foyer/kernel';

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

/** The signer of Solana dev account `index` (its public seed from the kernel). */
export async function devSigner(index: number): Promise<KeyPairSigner> {
  const seed = FOYER_DEV_SOLANA_SEEDS[index];
  if (seed === undefined) throw new RangeError(`no dev seed ${index}`);
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(seed)));
}

/** A signed System-program transfer of `lamports` from `source` to `destination`. */
export async function signedTransfer(
  source: KeyPairSigner,
  destination: Address,
  lamports: bigint,
  lifetime: { blockhash: string; lastValidBlockHeight: bigint },
): ReturnType<typeof signTransactionMessageWithSigners> {
  const data = new Uint8Array([2, 0, 0, 0, ...getU64Encoder().encode(lamports)]);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(source, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: source.address, role: AccountRole.WRITABLE_SIGNER, signer: source },
            { address: destination, role: AccountRole.WRITABLE },
          ],
          data,
        },
        draft,
      ),
  );
  return signTransactionMessageWithSigners(message);
}

export type RpcAnswer = { result?: unknown; error?: { code: number; message: string; data?: unknown } };

/** One raw JSON-RPC call over HTTP (no client library: to see errors exactly as sent). */
export async function rpcCall(url: string, method: string, params?: unknown): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) }),
  });
  return (await response.json()) as RpcAnswer;
}
