/** @jest-environment node */
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type Instruction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS } from '@foyer/kernel';
import { compileLegacyTransaction } from './compileLegacyTransaction';
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress';
import { TOKEN_2022_PROGRAM } from './solanaPrograms';
import { createAssociatedTokenAccountIdempotentInstruction, transferCheckedInstruction, transferSolInstruction } from './solanaTransferInstructions';

const [from = '', to = '', third = ''] = FOYER_DEV_SOLANA_ADDRESSES;
const MINT = FOYER_DEV_TOKENS.find((token) => token.standard === 'spl')?.address ?? '';
const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N';

/** The instructions of our wire bytes as @solana/kit reads them back (accounts as address + role). */
function decode(wire: Uint8Array) {
  const transaction = getTransactionDecoder().decode(wire);
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes));
  return {
    signers: Object.keys(transaction.signatures),
    feePayer: message.feePayer.address,
    version: message.version,
    blockhash: 'blockhash' in message.lifetimeConstraint ? message.lifetimeConstraint.blockhash : undefined,
    instructions: (message.instructions as readonly Instruction[]).map(normalise),
  };
}

/** The same instructions compiled by @solana/kit (roles in a compiled message are per transaction: the fee payer is a writable signer everywhere). */
function kitWire(instructions: readonly Instruction[]): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(address(from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH as Blockhash, lastValidBlockHeight: 0n }, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

function normalise(instruction: Instruction) {
  return {
    programAddress: instruction.programAddress,
    accounts: (instruction.accounts ?? []).map((account) => ({ address: account.address, role: account.role })),
    data: Array.from(instruction.data ?? []),
  };
}

test('associated token accounts: the same addresses as @solana-program/token derives', async () => {
  for (const owner of [from, to, third]) {
    const [expected] = await findAssociatedTokenPda({ owner: address(owner), mint: address(MINT), tokenProgram: TOKEN_PROGRAM_ADDRESS });
    expect(findAssociatedTokenAddress({ owner, mint: MINT })).toBe(expected);
  }
  const [token2022] = await findAssociatedTokenPda({ owner: address(from), mint: address(MINT), tokenProgram: address(TOKEN_2022_PROGRAM) });
  expect(findAssociatedTokenAddress({ owner: from, mint: MINT, tokenProgram: TOKEN_2022_PROGRAM })).toBe(token2022);
});

test('a SOL transfer: a legacy transaction kit reads back as the system program transfer, paid and signed by the sender', () => {
  const wire = compileLegacyTransaction({ feePayer: from, blockhash: BLOCKHASH, instructions: [transferSolInstruction({ from, to, lamports: 10_000_000n })] });
  const expected = getTransferSolInstruction({ source: createNoopSigner(address(from)), destination: address(to), amount: 10_000_000n });
  expect(decode(wire)).toEqual(decode(kitWire([expected])));
  expect(decode(wire)).toMatchObject({ signers: [from], feePayer: from, version: 'legacy', blockhash: BLOCKHASH });
});

test('an SPL transfer creating the receiver account: create-idempotent then transferChecked, as @solana-program/token writes them', async () => {
  const source = findAssociatedTokenAddress({ owner: from, mint: MINT });
  const destination = findAssociatedTokenAddress({ owner: to, mint: MINT });
  const wire = compileLegacyTransaction({
    feePayer: from,
    blockhash: BLOCKHASH,
    instructions: [
      createAssociatedTokenAccountIdempotentInstruction({ payer: from, account: destination, owner: to, mint: MINT }),
      transferCheckedInstruction({ source, mint: MINT, destination, owner: from, amount: 1_000_000n, decimals: 6 }),
    ],
  });
  const signer = createNoopSigner(address(from));
  const create = getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata: address(destination), owner: address(to), mint: address(MINT) });
  const transfer = getTransferCheckedInstruction({
    source: address(source),
    mint: address(MINT),
    destination: address(destination),
    authority: signer,
    amount: 1_000_000n,
    decimals: 6,
  });
  expect(decode(wire)).toEqual(decode(kitWire([create, transfer])));
  expect(decode(wire).instructions.map((instruction: { programAddress: string }) => instruction.programAddress)).toEqual([create.programAddress, transfer.programAddress]);
});
