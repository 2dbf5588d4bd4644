import { getBase58Encoder, getPublicKeyFromAddress, isAddress as isSolanaAddress, verifySignature, type Address as SolanaAddress, type SignatureBytes } from '@solana/kit';
import { createPublicClient, http, isAddress as isEvmAddress, isHex, type Hex } from 'viem';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import { SignatureVerificationError } from './SignatureVerificationError.js';

export type VerifyAccountSignatureParameters = {
  /** CAIP-2 network the signature is for; it must be in `chains`. */
  caipNetworkId: string;
  /** eip155: 0x address (any case); solana: base58 public key. */
  address: string;
  /** The exact text that was signed (eip155: EIP-191 personal message; solana: its UTF-8 bytes). */
  message: string;
  /** eip155: 0x hex (EOA, EIP-1271 or EIP-6492 wrapped); solana: base58 of the 64-byte ed25519 signature. */
  signature: string;
  chains: ChainRegistry;
};

const SOLANA_SIGNATURE_BYTES = 64;

async function verifyEip155(rpcUrl: string, address: string, message: string, signature: string): Promise<boolean> {
  if (!isEvmAddress(address, { strict: false }) || !isHex(signature, { strict: true })) return false;
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  // 'eoa' tries ecrecover first (no RPC for a plain account), then EIP-1271 / EIP-6492 through the chain.
  return client.verifyMessage({ address, message, signature: signature as Hex, mode: 'eoa' });
}

async function verifySolana(address: string, message: string, signature: string): Promise<boolean> {
  if (!isSolanaAddress(address)) return false;
  let signatureBytes: Uint8Array;
  try {
    signatureBytes = new Uint8Array(getBase58Encoder().encode(signature));
  } catch {
    return false;
  }
  if (signatureBytes.length !== SOLANA_SIGNATURE_BYTES) return false;
  let publicKey: CryptoKey;
  try {
    publicKey = await getPublicKeyFromAddress(address as SolanaAddress);
  } catch {
    return false;
  }
  return verifySignature(publicKey, signatureBytes as SignatureBytes, new TextEncoder().encode(message));
}

/**
 * Whether `signature` is `address`'s signature of `message` on `caipNetworkId`: eip155 through a public
 * client of that chain (EOA, EIP-1271 deployed and EIP-6492 counterfactual contract accounts, all by viem),
 * solana as ed25519 over the exact UTF-8 bytes (WebCrypto via @solana/kit). A malformed address or
 * signature is `false`; a network the services do not serve or a family they cannot verify throws
 * `SignatureVerificationError`.
 *
 * @example
 * await verifyAccountSignature({ caipNetworkId: 'eip155:31337', address, message, signature, chains }) // true
 */
export async function verifyAccountSignature(parameters: VerifyAccountSignatureParameters): Promise<boolean> {
  const { caipNetworkId, address, message, signature, chains } = parameters;
  const family = caipNetworkId.split(':', 1)[0] ?? '';
  if (family !== 'eip155' && family !== 'solana') {
    throw new SignatureVerificationError('FAMILY_NOT_SUPPORTED', `Signatures of ${family || caipNetworkId} accounts cannot be verified by this server`);
  }
  const chain = chains.get(caipNetworkId);
  if (chain === undefined) {
    throw new SignatureVerificationError('UNSUPPORTED_CHAIN', `The network ${caipNetworkId} is not served by these services`);
  }
  return chain.namespace === 'eip155' ? verifyEip155(chain.rpcUrl, address, message, signature) : verifySolana(address, message, signature);
}
