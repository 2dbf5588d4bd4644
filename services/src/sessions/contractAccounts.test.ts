import { SESSIONS_PATHS, type AuthenticateResponse, type CreateMessageResponse } from '@foyer/kernel';
import { encodeFunctionData, keccak256, serializeErc6492Signature, toHex, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { createChainRegistry, type ChainRegistry } from '../chain/createChainRegistry.js';
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.js';
import { deployOwnedWalletFactory, type OwnedWalletFactory } from '../test-contracts/test-utils/deployOwnedWalletFactory.js';
import { ORIGIN, PROJECT, startSessionsApi, type SessionsApi } from './test-utils/startSessionsApi.js';

// spruceid's eip1271.json (Argent, Loopring) verifies only against their wallets on Ethereum mainnet: tests run
// offline, so they are skipped and the same paths are exercised against our own ERC-1271 wallet on anvil.

const EVM = 'eip155:31337';
const owner = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
const stranger = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a');
const salt = (label: string) => keccak256(toHex(label));

let anvil: RunningAnvil;
let chains: ChainRegistry;
let factory: OwnedWalletFactory;
let api: SessionsApi;

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 });
  chains = createChainRegistry({ [EVM]: anvil.url });
  factory = await deployOwnedWalletFactory(anvil.url);
  api = await startSessionsApi({ database: ':memory:', chains });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await anvil?.stop();
});

async function messageFor(address: Address): Promise<string> {
  const created = await api.call<CreateMessageResponse>('POST', `${SESSIONS_PATHS.message}?projectId=${PROJECT}`, {
    headers: { origin: ORIGIN },
    body: { accountAddress: address, chainId: EVM },
  });
  expect(created.status).toBe(201);
  return created.body.message;
}

async function authenticate(message: string, signature: string) {
  return api.call<AuthenticateResponse>('POST', `${SESSIONS_PATHS.authenticate}?projectId=${PROJECT}`, {
    headers: { origin: ORIGIN },
    body: { message, signature, chainId: EVM },
  });
}

describe('EIP-1271: a deployed contract wallet', () => {
  test('signs in with its owner’s signature; a stranger’s is refused', async () => {
    const wallet = await factory.deploy(owner.address, salt('deployed'));
    const refused = await messageFor(wallet);
    expect((await authenticate(refused, await stranger.signMessage({ message: refused }))).body).toMatchObject({ error: { code: 'SIWX_INVALID_SIGNATURE' } });
    // The refused attempt spent its nonce (N9): the owner signs a new message.
    const message = await messageFor(wallet);
    const answer = await authenticate(message, await owner.signMessage({ message }));
    expect(answer.status).toBe(201);
    expect(answer.body.session.data.accountAddress).toBe(wallet);
  });
});

describe('EIP-6492: a counterfactual contract wallet', () => {
  test('signs in before it is deployed, through its factory', async () => {
    const wallet = await factory.addressOf(owner.address, salt('counterfactual'));
    expect(await api.db.selectFrom('siwx_sessions').select('id').where('address', '=', wallet).execute()).toEqual([]);
    const message = await messageFor(wallet);
    const wrap = async (signer: typeof owner) =>
      serializeErc6492Signature({
        address: factory.address,
        data: encodeFunctionData({ abi: factory.abi, functionName: 'deploy', args: [owner.address, salt('counterfactual')] }),
        signature: await signer.signMessage({ message }),
      });
    await expect(verifyAccountSignature({ caipNetworkId: EVM, address: wallet, message, signature: await wrap(stranger), chains })).resolves.toBe(false);
    const answer = await authenticate(message, await wrap(owner));
    expect(answer.status).toBe(201);
    expect(answer.body.session.data.accountAddress).toBe(wallet);
  });
});
