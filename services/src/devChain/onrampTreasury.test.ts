import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, foyerDevChain } from '@foyer/kernel';
import { createPublicClient, http, parseAbi, type Address, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC, startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { createOnrampTreasury, fundOnrampTreasury, ONRAMP_TREASURY_EVM_ACCOUNT_INDEX, ONRAMP_TREASURY_FUSD_TOP_UP } from './onrampTreasury.js';
import { seedDevChain } from './seedDevChain.js';

const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === foyerDevChain.caipNetworkId && token.symbol === 'fUSD');
const erc20 = parseAbi(['function balanceOf(address account) view returns (uint256)']);

describe('the onramp treasury', () => {
  let anvil: RunningAnvil;
  let client: PublicClient;
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    client = createPublicClient({ transport: http(anvil.url) });
  }, 30_000);
  afterAll(async () => anvil?.stop());

  it('is anvil account 7: none of the seeded holders, not the AMM provider (5)', () => {
    const treasury = createOnrampTreasury();
    expect(ONRAMP_TREASURY_EVM_ACCOUNT_INDEX).toBe(7);
    expect(treasury.evmAddress).toBe(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 7 }).address);
    expect(FOYER_DEV_EVM_ACCOUNTS).not.toContain(treasury.evmAddress);
  });

  it('seeding funds it with fUSD once; funding again sends no transaction', async () => {
    if (!fusd) throw new Error('the kernel table lost fUSD');
    const treasury = createOnrampTreasury().evmAddress;
    await seedDevChain({ rpcUrl: anvil.url });
    const balance = () => client.readContract({ address: fusd.address as Address, abi: erc20, functionName: 'balanceOf', args: [treasury] });
    expect(await balance()).toBe(ONRAMP_TREASURY_FUSD_TOP_UP);
    const block = await client.getBlockNumber();
    expect(await fundOnrampTreasury({ rpcUrl: anvil.url })).toEqual({ minted: false });
    expect(await client.getBlockNumber()).toBe(block);
    // A purchase larger than its holdings tops it up first.
    expect(await fundOnrampTreasury({ rpcUrl: anvil.url, needed: ONRAMP_TREASURY_FUSD_TOP_UP + 1n })).toEqual({ minted: true });
    expect(await balance()).toBe(2n * ONRAMP_TREASURY_FUSD_TOP_UP + 1n);
  });
});
