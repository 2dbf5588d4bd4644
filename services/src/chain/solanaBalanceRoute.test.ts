import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS, fetchToken, findAssociatedTokenPda } from '@solana-program/token';
import { FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS, foyerDevSolana, formatUnits, type TokenBalance } from '@foyer/kernel';
import type { ErrorBody } from '../errors/ServiceError.js';
import { startSolanaNode, type RunningSolanaNode } from '../solana/startSolanaNode.js';
import { rpcCall } from '../solana/test-utils/solanaTestKit.js';
import { freePort } from '../test-utils/freePort.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';

const query = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0&currency=usd';
const DEV_SOLANA = foyerDevSolana.caipNetworkId;
const ACCOUNT_0 = FOYER_DEV_SOLANA_ADDRESSES[0];
const splUsd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === DEV_SOLANA && token.symbol === 'fUSD');
if (!splUsd) throw new Error('the kernel table lost the SPL fUSD');

describe('Solana balances from the dev Solana node', () => {
  let node: RunningSolanaNode;
  let api: TestApi;

  beforeAll(async () => {
    node = await startSolanaNode({ host: '127.0.0.1', port: 0 });
    // The EVM node is not needed here: a closed port.
    api = await startTestApi({ database: ':memory:', rpcUrl: `http://127.0.0.1:${await freePort()}`, chains: { [DEV_SOLANA]: node.url } });
  });

  afterAll(async () => {
    await api?.close();
    await node?.close();
  });

  it('answers dev account 0: 1000 SOL and its fUSD token account, priced from the table', async () => {
    const response = await api.get(`/v1/account/${ACCOUNT_0}/balance?chainId=${DEV_SOLANA}&${query}`);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: DEV_SOLANA,
          value: 150_000,
          price: 150,
          quantity: { decimals: '9', numeric: '1000.0' },
          iconUrl: `${api.url}/public/getTokenImage/SOL`,
        },
        {
          name: 'Foyer USD',
          symbol: 'fUSD',
          chainId: DEV_SOLANA,
          address: `${DEV_SOLANA}:${splUsd.address}`,
          value: 500,
          price: 1,
          quantity: { decimals: '6', numeric: '500.0' },
          iconUrl: `${api.url}/public/getTokenImage/fUSD`,
        },
      ],
    });
  });

  it('SPL amounts equal the token accounts the node holds (read with @solana-program/token), for every dev account', async () => {
    const rpc = createSolanaRpc(node.url);
    for (const holder of FOYER_DEV_SOLANA_ADDRESSES) {
      const [ata] = await findAssociatedTokenPda({ owner: address(holder), mint: address(splUsd.address), tokenProgram: TOKEN_PROGRAM_ADDRESS });
      const { data } = await fetchToken(rpc, ata);
      const answer = (await api.get(`/v1/account/${holder}/balance?chainId=${DEV_SOLANA}&${query}`)).json<{ balances: TokenBalance[] }>();
      expect(answer.balances.find((balance) => balance.symbol === 'fUSD')?.quantity).toEqual({
        decimals: String(splUsd.decimals),
        numeric: formatUnits(data.amount, splUsd.decimals, { keepFraction: true }),
      });
    }
  });

  it('follows the node: an airdrop of 1 SOL + 1 lamport lands in a new slot, so the 30 s cache never hides it; an unknown account is 0', async () => {
    const target = (await generateKeyPairSigner()).address;
    const solOf = async (extra = ''): Promise<string | undefined> =>
      (await api.get(`/v1/account/${target}/balance?chainId=${DEV_SOLANA}&${query}${extra}`)).json<{ balances: TokenBalance[] }>().balances[0]?.quantity
        .numeric;
    expect(await solOf()).toBe('0.0');
    expect(await rpcCall(node.url, 'requestAirdrop', [target, 1_000_000_001])).toHaveProperty('result');
    expect(await solOf()).toBe('1.000000001');
    expect(await solOf('&forceUpdate=true')).toBe('1.000000001');
  });

  it('lists the Solana dev network among the supported chains', async () => {
    expect((await api.get(`/v1/supported-chains?${query}`)).json()).toEqual({ http: ['eip155:31337', DEV_SOLANA], ws: [] });
  });

  it.each([
    ['an EVM address', `/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?chainId=${DEV_SOLANA}&${query}`, 400, 'INVALID_ADDRESS'],
    ['a non-base58 address', `/v1/account/${ACCOUNT_0.slice(0, -1)}0/balance?chainId=${DEV_SOLANA}&${query}`, 400, 'INVALID_ADDRESS'],
    ['a too-short address', `/v1/account/${ACCOUNT_0.slice(0, 20)}/balance?chainId=${DEV_SOLANA}&${query}`, 400, 'INVALID_ADDRESS'],
    ['Solana mainnet (not served)', `/v1/account/${ACCOUNT_0}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&${query}`, 400, 'UNSUPPORTED_CHAIN'],
    ['a Solana address on the EVM chain', `/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337&${query}`, 400, 'INVALID_ADDRESS'],
  ])('answers %s with a JSON error', async (_case, path, status, code) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    expect(response.json<ErrorBody>().error.code).toBe(code);
  });

  it('names the node when it is down: 502 NODE_UNAVAILABLE', async () => {
    const deadUrl = `http://127.0.0.1:${await freePort()}`;
    const down = await startTestApi({ database: ':memory:', rpcUrl: deadUrl, chains: { [DEV_SOLANA]: deadUrl } });
    try {
      const response = await down.get(`/v1/account/${ACCOUNT_0}/balance?chainId=${DEV_SOLANA}&${query}`);
      expect(response.status).toBe(502);
      expect(response.json<ErrorBody>().error).toEqual({
        code: 'NODE_UNAVAILABLE',
        message: `The node of ${DEV_SOLANA} at ${deadUrl} is unreachable (ECONNREFUSED)`,
      });
    } finally {
      await down.close();
    }
  });
});
