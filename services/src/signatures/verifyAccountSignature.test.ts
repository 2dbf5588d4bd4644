import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder, signBytes } from '@solana/kit';
import { FOYER_DEV_SOLANA_SEEDS, foyerDevSolana } from '@foyer/kernel';
import { privateKeyToAccount } from 'viem/accounts';
import { hexToBytes } from 'viem';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { createChainRegistry, type ChainRegistry } from '../chain/createChainRegistry.js';
import { SignatureVerificationError } from './SignatureVerificationError.js';
import { verifyAccountSignature } from './verifyAccountSignature.js';

const EVM = 'eip155:31337';
const SOLANA = foyerDevSolana.caipNetworkId;
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const message = 'Sign in to Foyer\nnonce: abc';

let anvil: RunningAnvil;
let chains: ChainRegistry;

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 });
  chains = createChainRegistry({ [EVM]: anvil.url }, { solanaRpcUrl: 'http://127.0.0.1:1' });
});
afterAll(async () => anvil.stop());

async function solanaSignature(seedIndex: number, text: string): Promise<{ address: string; signature: string }> {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(`0x${FOYER_DEV_SOLANA_SEEDS[seedIndex]}`));
  const bytes = await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(text));
  return { address: signer.address, signature: getBase58Decoder().decode(bytes) };
}

describe('verifyAccountSignature on eip155', () => {
  test('accepts the account’s own personal_sign signature, whatever the address case', async () => {
    const signature = await account.signMessage({ message });
    await expect(verifyAccountSignature({ caipNetworkId: EVM, address: account.address, message, signature, chains })).resolves.toBe(true);
    await expect(verifyAccountSignature({ caipNetworkId: EVM, address: account.address.toLowerCase(), message, signature, chains })).resolves.toBe(true);
  });

  test('refuses another signer, another message and a malformed signature', async () => {
    const signature = await other.signMessage({ message });
    await expect(verifyAccountSignature({ caipNetworkId: EVM, address: account.address, message, signature, chains })).resolves.toBe(false);
    const own = await account.signMessage({ message });
    await expect(verifyAccountSignature({ caipNetworkId: EVM, address: account.address, message: `${message} `, signature: own, chains })).resolves.toBe(false);
    await expect(verifyAccountSignature({ caipNetworkId: EVM, address: account.address, message, signature: 'nope', chains })).resolves.toBe(false);
    await expect(verifyAccountSignature({ caipNetworkId: EVM, address: 'nope', message, signature: own, chains })).resolves.toBe(false);
  });
});

describe('verifyAccountSignature on solana', () => {
  test('accepts ed25519 over the exact UTF-8 bytes', async () => {
    const { address, signature } = await solanaSignature(0, message);
    await expect(verifyAccountSignature({ caipNetworkId: SOLANA, address, message, signature, chains })).resolves.toBe(true);
  });

  test('refuses another key, another message and malformed signatures', async () => {
    const { address, signature } = await solanaSignature(0, message);
    const foreign = await solanaSignature(1, message);
    await expect(verifyAccountSignature({ caipNetworkId: SOLANA, address, message, signature: foreign.signature, chains })).resolves.toBe(false);
    await expect(verifyAccountSignature({ caipNetworkId: SOLANA, address, message: `${message}.`, signature, chains })).resolves.toBe(false);
    await expect(verifyAccountSignature({ caipNetworkId: SOLANA, address, message, signature: signature.slice(0, 20), chains })).resolves.toBe(false);
    await expect(verifyAccountSignature({ caipNetworkId: SOLANA, address, message, signature: '0OIl', chains })).resolves.toBe(false);
    await expect(verifyAccountSignature({ caipNetworkId: SOLANA, address: 'not-an-address', message, signature, chains })).resolves.toBe(false);
  });
});

describe('verifyAccountSignature without a verifier', () => {
  test.each([
    ['eip155:1', 'UNSUPPORTED_CHAIN'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'UNSUPPORTED_CHAIN'],
    ['bip122:000000000019d6689c085ae165831e93', 'FAMILY_NOT_SUPPORTED'],
  ])('%s throws %s', async (caipNetworkId, code) => {
    const verdict = verifyAccountSignature({ caipNetworkId, address: account.address, message, signature: '0x00', chains });
    await expect(verdict).rejects.toBeInstanceOf(SignatureVerificationError);
    await expect(verdict).rejects.toMatchObject({ code });
  });
});
