import { bech32, bech32m } from '@scure/base';

/** A decoded segwit address (BIP-173 / BIP-350). */
export type SegwitAddress = {
  /** The human-readable part, lower case: `bc`, `tb`, `bcrt`, … */
  hrp: string;
  /** The witness version, 0 to 16. */
  version: number;
  /** The witness program, 2 to 40 bytes (20 or 32 for version 0). */
  program: Uint8Array;
};

/** BIP-173: a segwit address is at most 90 characters. */
const MAX_LENGTH = 90;
const MAX_VERSION = 16;

/**
 * Decodes a segwit address: bech32 for witness version 0 (BIP-173), bech32m for versions 1 to
 * 16 (BIP-350), with the program length rules of both. Any human-readable part is accepted;
 * callers check it. Returns `undefined` for anything else (bad checksum, mixed case, wrong
 * checksum variant for the version, bad padding, wrong program length).
 * @example
 * decodeSegwitAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // { hrp: 'bc', version: 0, program: Uint8Array(20) }
 */
export function decodeSegwitAddress(address: string): SegwitAddress | undefined {
  if (typeof address !== 'string' || address.length > MAX_LENGTH) return undefined;
  const decoded = decodeVersioned(address);
  if (!decoded) return undefined;
  const { hrp, version, program } = decoded;
  if (program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  return { hrp, version, program };
}

function decodeVersioned(address: string): SegwitAddress | undefined {
  const legacy = bech32.decodeUnsafe(address, MAX_LENGTH);
  // Version 0 must use bech32; versions 1+ must use bech32m (a string cannot satisfy both checksums).
  const modern = legacy ? undefined : bech32m.decodeUnsafe(address, MAX_LENGTH);
  const decoded = legacy ?? modern;
  if (!decoded) return undefined;
  const [version, ...words] = decoded.words;
  if (version === undefined || version > MAX_VERSION) return undefined;
  if ((version === 0) !== (legacy !== undefined)) return undefined;
  const program = bech32.fromWordsUnsafe(words);
  if (!program) return undefined;
  return { hrp: decoded.prefix, version, program };
}
