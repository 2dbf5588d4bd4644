import { base58ToBytes } from '@foyer/kernel';

/** One account an instruction reads or writes. */
export type SolanaAccountMeta = { address: string; signer: boolean; writable: boolean };

export type SolanaInstruction = { program: string; accounts: readonly SolanaAccountMeta[]; data: Uint8Array };

function compactU16(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) return [...bytes, low];
    bytes.push(low | 0x80);
  }
}

/**
 * The wire bytes of an unsigned legacy transaction (one empty signature slot per signer): the fee
 * payer first, then writable signers, read-only signers, writable and read-only accounts, as the
 * Solana runtime requires. The wallet fills the signatures.
 */
export function compileLegacyTransaction({
  feePayer,
  blockhash,
  instructions,
}: {
  feePayer: string;
  blockhash: string;
  instructions: readonly SolanaInstruction[];
}): Uint8Array {
  const metas = new Map<string, { signer: boolean; writable: boolean }>([[feePayer, { signer: true, writable: true }]]);
  const add = (address: string, signer: boolean, writable: boolean) => {
    const known = metas.get(address);
    metas.set(address, { signer: signer || (known?.signer ?? false), writable: writable || (known?.writable ?? false) });
  };
  for (const instruction of instructions) {
    for (const account of instruction.accounts) add(account.address, account.signer, account.writable);
    add(instruction.program, false, false);
  }
  const rank = ({ signer, writable }: { signer: boolean; writable: boolean }) => (signer ? (writable ? 0 : 1) : writable ? 2 : 3);
  const [payer, ...others] = [...metas.entries()];
  const keys = [payer, ...others.sort(([, a], [, b]) => rank(a) - rank(b))].filter((entry) => entry !== undefined);
  const index = new Map(keys.map(([address], position) => [address, position]));
  const signers = keys.filter(([, meta]) => meta.signer);

  const bytes: number[] = [
    signers.length,
    signers.filter(([, meta]) => !meta.writable).length,
    keys.filter(([, meta]) => !meta.signer && !meta.writable).length,
    ...compactU16(keys.length),
  ];
  for (const [address] of keys) bytes.push(...base58ToBytes(address));
  bytes.push(...base58ToBytes(blockhash));
  bytes.push(...compactU16(instructions.length));
  for (const instruction of instructions) {
    bytes.push(index.get(instruction.program) ?? 0, ...compactU16(instruction.accounts.length));
    for (const account of instruction.accounts) bytes.push(index.get(account.address) ?? 0);
    bytes.push(...compactU16(instruction.data.length), ...instruction.data);
  }
  return new Uint8Array([...compactU16(signers.length), ...new Array<number>(64 * signers.length).fill(0), ...bytes]);
}
