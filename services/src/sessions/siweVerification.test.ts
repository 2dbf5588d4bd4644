import fc from 'fast-check';
import { foyerDevSolana, FOYER_DEV_SOLANA_SEEDS } from '@foyer/kernel';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder, getBase58Encoder, signBytes } from '@solana/kit';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { createChainRegistry, type ChainRegistry } from '../chain/createChainRegistry.js';
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.js';
import { checkSiwxTimes } from './checkSiwxTimes.js';
import { parseSiwxMessage } from './parseSiwxMessage.js';
import { siweVectors } from './siweVectors.js';

type VerificationVector = {
  domain: string;
  address: `0x${string}`;
  statement?: string;
  uri: string;
  version: '1';
  nonce: string;
  issuedAt: string;
  chainId: number;
  expirationTime?: string;
  notBefore?: string;
  resources?: string[];
  signature: Hex;
  time?: string;
  domainBinding?: string;
  matchNonce?: string;
};

let anvil: RunningAnvil;
let chains: ChainRegistry;
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 });
  // The vectors are for Ethereum mainnet; EOA signatures verify without it, anvil answers the contract-wallet fallback.
  chains = createChainRegistry({ 'eip155:1': anvil.url, 'eip155:31337': anvil.url }, { solanaRpcUrl: 'http://127.0.0.1:1' });
});
afterAll(async () => anvil.stop());

/** The server's verdict on a vector: strict parse, times at the pinned `time`, the vector's domain/nonce binding, signature. */
async function verdict(vector: VerificationVector): Promise<boolean> {
  const { signature, time, domainBinding, matchNonce, issuedAt, expirationTime, notBefore, ...fields } = vector;
  let message: string;
  try {
    message = createSiweMessage({
      ...fields,
      issuedAt: new Date(issuedAt),
      ...(expirationTime === undefined ? {} : { expirationTime: new Date(expirationTime) }),
      ...(notBefore === undefined ? {} : { notBefore: new Date(notBefore) }),
    });
  } catch {
    return false;
  }
  // The signed text carries the times as the vector writes them (viem writes toISOString()).
  for (const [label, written] of [['Issued At', issuedAt], ['Expiration Time', expirationTime], ['Not Before', notBefore]] as const) {
    if (written !== undefined) message = message.replace(`\n${label}: ${new Date(written).toISOString()}`, `\n${label}: ${written}`);
  }
  const parsed = parseSiwxMessage(message);
  if (parsed === undefined) return false;
  try {
    // spruceid's verifier bounds expiry and not-before only; the server's issued-at skew check is in the route tests.
    checkSiwxTimes({ expirationTime: parsed.data.expirationTime, notBefore: parsed.data.notBefore }, time === undefined ? Date.now() : Date.parse(time));
  } catch {
    return false;
  }
  if (domainBinding !== undefined && parsed.data.domain !== domainBinding) return false;
  if (matchNonce !== undefined && parsed.data.nonce !== matchNonce) return false;
  return verifyAccountSignature({ caipNetworkId: parsed.data.chainId, address: parsed.data.accountAddress, message, signature, chains });
}

describe('spruceid/siwe verification vectors', () => {
  test.each(siweVectors<VerificationVector>('verification_positive.json'))('%s verifies', async (_name, vector) => {
    await expect(verdict(vector)).resolves.toBe(true);
  });

  test.each(siweVectors<VerificationVector>('verification_negative.json'))('%s fails', async (_name, vector) => {
    await expect(verdict(vector)).resolves.toBe(false);
  });

  test.skip('eip1271.json: needs Argent and Loopring wallets on Ethereum mainnet (tests run offline; see contractAccounts.test.ts)', () => {});
});

// --- property: any one-byte change of a signed message or of its signature fails verification ---
const SEED = 0x10_4361;
const evm = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

function flip(bytes: Uint8Array, index: number, mask: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[index % copy.length] = (copy[index % copy.length] ?? 0) ^ mask;
  return copy;
}

const change = fc.record({
  nonce: fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
  statement: fc.option(fc.stringMatching(/^[ -~]{1,40}$/).filter((text) => text.trim() === text), { nil: undefined }),
  target: fc.constantFrom('message' as const, 'signature' as const),
  index: fc.nat(),
  mask: fc.integer({ min: 1, max: 255 }),
});

test('property: flipping one byte of an EIP-4361 message or its signature fails verification', async () => {
  await fc.assert(
    fc.asyncProperty(change, async ({ nonce, statement, target, index, mask }) => {
      const message = createSiweMessage({
        address: evm.address, chainId: 31337, domain: 'localhost:3000', uri: 'http://localhost:3000', version: '1', nonce,
        issuedAt: new Date(Date.UTC(2026, 0, 1)), ...(statement === undefined ? {} : { statement }),
      });
      const signature = await evm.signMessage({ message });
      const verify = (text: string, sig: string) => verifyAccountSignature({ caipNetworkId: 'eip155:31337', address: evm.address, message: text, signature: sig, chains });
      expect(await verify(message, signature)).toBe(true);
      const changed =
        target === 'message'
          ? await verify(new TextDecoder().decode(flip(new TextEncoder().encode(message), index, mask)), signature)
          : await verify(message, bytesToHex(flip(hexToBytes(signature), index, mask)));
      expect(changed).toBe(false);
    }),
    { seed: SEED, numRuns: 200 },
  );
}, 30_000);

test('property: flipping one byte of a Sign-In-With-Solana message or its signature fails verification', async () => {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(`0x${FOYER_DEV_SOLANA_SEEDS[0]}`));
  await fc.assert(
    fc.asyncProperty(change, async ({ nonce, statement, target, index, mask }) => {
      const message = createSignInMessageText({
        domain: 'localhost:3000', address: signer.address, uri: 'http://localhost:3000', version: '1', chainId: String(foyerDevSolana.id), nonce,
        issuedAt: '2026-01-01T00:00:00.000Z', ...(statement === undefined ? {} : { statement }),
      });
      const bytes = new TextEncoder().encode(message);
      const signature = new Uint8Array(await signBytes(signer.keyPair.privateKey, bytes));
      const verify = (text: string, sig: Uint8Array) =>
        verifyAccountSignature({ caipNetworkId: foyerDevSolana.caipNetworkId, address: signer.address, message: text, signature: getBase58Decoder().decode(sig), chains });
      expect(await verify(message, signature)).toBe(true);
      const changed = target === 'message' ? await verify(new TextDecoder().decode(flip(bytes, index, mask)), signature) : await verify(message, flip(signature, index, mask));
      expect(changed).toBe(false);
    }),
    { seed: SEED, numRuns: 200 },
  );
}, 30_000);

test('the base58 helpers round-trip (guards the Solana property against a silent encoding bug)', () => {
  const bytes = new Uint8Array([0, 0, 1, 2, 255]);
  expect(new Uint8Array(getBase58Encoder().encode(getBase58Decoder().decode(bytes)))).toEqual(bytes);
});
