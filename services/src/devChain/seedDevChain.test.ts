import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FOYER_DEV_AMM, FOYER_DEV_COLLECTIONS, FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, foyerDevChain } from '@foyer/kernel';
import { createPublicClient, createWalletClient, getAddress, http, parseEventLogs, parseUnits, type Address, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC, startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { foyerCollectibleArtifact } from './contracts/foyerCollectibleArtifact.js';
import { foyerPairArtifact } from './contracts/foyerPairArtifact.js';
import { foyerTokenArtifact } from './contracts/foyerTokenArtifact.js';
import { spamCollectibleArtifact } from './contracts/spamCollectibleArtifact.js';
import { wrappedEtherArtifact } from './contracts/wrappedEtherArtifact.js';
import { seedDevChain } from './seedDevChain.js';

const evmTokens = FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === foyerDevChain.caipNetworkId);
const fusd = evmTokens.find((token) => token.symbol === 'fUSD');
const weth = evmTokens.find((token) => token.standard === 'wrapped-native');
const friends = FOYER_DEV_COLLECTIONS.find((collection) => !collection.spam);
const spam = FOYER_DEV_COLLECTIONS.find((collection) => collection.spam);
if (!fusd || !weth || !friends || !spam) throw new Error('the kernel table lost a seeded asset');

/** Every on-chain fact the kernel table states, read back from the chain. */
async function readSeededState(client: PublicClient): Promise<unknown> {
  const tokens = await Promise.all(
    evmTokens.map(async (token) => {
      const read = { address: token.address as Address, abi: foyerTokenArtifact.abi } as const;
      return {
        symbol: await client.readContract({ ...read, functionName: 'symbol' }),
        name: await client.readContract({ ...read, functionName: 'name' }),
        decimals: await client.readContract({ ...read, functionName: 'decimals' }),
        balances: await Promise.all(token.holdings.map((holding) => client.readContract({ ...read, functionName: 'balanceOf', args: [holding.holder as Address] }))),
      };
    }),
  );
  const collections = await Promise.all(
    FOYER_DEV_COLLECTIONS.map(async (collection) => {
      const read = { address: collection.address as Address, abi: foyerCollectibleArtifact.abi } as const;
      return {
        name: await client.readContract({ ...read, functionName: 'name' }),
        owners: await Promise.all(collection.items.map((item) => client.readContract({ ...read, functionName: 'ownerOf', args: [item.tokenId] }))),
      };
    }),
  );
  return { tokens, collections };
}

/** The state the kernel table describes, in the shape of `readSeededState`. */
function expectedState(): unknown {
  return {
    tokens: evmTokens.map((token) => ({
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      balances: token.holdings.map((holding) => holding.amount),
    })),
    collections: FOYER_DEV_COLLECTIONS.map((collection) => ({
      name: collection.name,
      owners: collection.items.map((item) => getAddress(item.holder)),
    })),
  };
}

/** The metadata document behind a `data:application/json;base64,` token URI. */
function decodeTokenUri(uri: string): { name: string; image: string } {
  const prefix = 'data:application/json;base64,';
  expect(uri.startsWith(prefix)).toBe(true);
  return JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')) as { name: string; image: string };
}

test('the kernel\'s EVM dev accounts are the first accounts of the dev mnemonic anvil funds', () => {
  expect(FOYER_DEV_EVM_ACCOUNTS).toEqual(FOYER_DEV_EVM_ACCOUNTS.map((_, index) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address));
});

describe('seedDevChain', () => {
  let anvil: RunningAnvil;
  let client: PublicClient;

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    client = createPublicClient({ transport: http(anvil.url) });
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  test('deploys every table asset at its table address; balanceOf, decimals and ownerOf equal the kernel table', async () => {
    for (const token of evmTokens) expect(await client.getCode({ address: token.address as Address })).toBeUndefined();
    const { contracts } = await seedDevChain({ rpcUrl: anvil.url });
    expect(contracts).toEqual([
      ...evmTokens.map((token) => ({ label: token.symbol, address: token.address, deployed: true })),
      ...FOYER_DEV_COLLECTIONS.map((collection) => ({ label: collection.name, address: collection.address, deployed: true })),
      ...FOYER_DEV_AMM.pairs.map((pair) => ({ label: expect.stringMatching(/^FoyerPair /), address: pair.address, deployed: true })),
      { label: 'FoyerAmmRouter', address: FOYER_DEV_AMM.router, deployed: true },
    ]);
    expect(await readSeededState(client)).toEqual(expectedState());
    // The AMM's pools hold the table's reserves, their shares owned by the liquidity provider (not a dev account 0–2).
    for (const pair of FOYER_DEV_AMM.pairs) {
      const read = { address: pair.address as Address, abi: foyerPairArtifact.abi } as const;
      const [reserve0, reserve1] = await client.readContract({ ...read, functionName: 'getReserves' });
      expect([reserve0, reserve1]).toEqual([pair.reserve0, pair.reserve1]);
      const shares = await client.readContract({ ...read, functionName: 'balanceOf', args: [FOYER_DEV_AMM.liquidityProvider as Address] });
      expect(shares + 1000n).toBe(await client.readContract({ ...read, functionName: 'totalSupply' }));
    }
    expect(FOYER_DEV_EVM_ACCOUNTS).not.toContain(FOYER_DEV_AMM.liquidityProvider);
    // The example of the brief: dev account 0 holds 1,234.56 fUSD.
    expect(fusd.holdings[0]).toEqual({ holder: FOYER_DEV_EVM_ACCOUNTS[0], amount: parseUnits('1234.56', 6) });
  });

  test('a second seeding sends no transaction and changes nothing', async () => {
    const blockBefore = await client.getBlockNumber();
    const { contracts, liquidity } = await seedDevChain({ rpcUrl: anvil.url });
    expect(contracts.every((contract) => !contract.deployed)).toBe(true);
    expect(liquidity).toEqual(FOYER_DEV_AMM.pairs.map((pair) => ({ address: pair.address, added: false })));
    expect(await client.getBlockNumber()).toBe(blockBefore);
    expect(await readSeededState(client)).toEqual(expectedState());
  });

  test('WETH holds exactly the ETH behind its balances, and deposit / withdraw move ETH both ways', async () => {
    const read = { address: weth.address as Address, abi: wrappedEtherArtifact.abi } as const;
    // The dev accounts' WETH and the AMM pools' WETH reserves.
    const pooled = FOYER_DEV_AMM.pairs.reduce((sum, pair) => sum + (pair.token0 === weth.address ? pair.reserve0 : pair.token1 === weth.address ? pair.reserve1 : 0n), 0n);
    expect(pooled).toBeGreaterThan(0n);
    const total = weth.holdings.reduce((sum, holding) => sum + holding.amount, pooled);
    expect(await client.getBalance({ address: read.address })).toBe(total);
    expect(await client.readContract({ ...read, functionName: 'totalSupply' })).toBe(total);

    const wallet = createWalletClient({ transport: http(anvil.url) });
    const account = getAddress(FOYER_DEV_EVM_ACCOUNTS[2]);
    const before = await client.readContract({ ...read, functionName: 'balanceOf', args: [account] });
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ ...read, account, chain: null, functionName: 'deposit', value: 10n ** 18n }) });
    expect(await client.readContract({ ...read, functionName: 'balanceOf', args: [account] })).toBe(before + 10n ** 18n);
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ ...read, account, chain: null, functionName: 'withdraw', args: [10n ** 18n] }) });
    expect(await client.readContract({ ...read, functionName: 'balanceOf', args: [account] })).toBe(before);
    expect(await client.getBalance({ address: read.address })).toBe(total);
  });

  test('every item has a tokenURI: JSON with the table name and an SVG data-URI image', async () => {
    for (const collection of FOYER_DEV_COLLECTIONS) {
      for (const item of collection.items) {
        const uri = await client.readContract({ address: collection.address as Address, abi: foyerCollectibleArtifact.abi, functionName: 'tokenURI', args: [item.tokenId] });
        const metadata = decodeTokenUri(uri);
        expect(metadata.name).toBe(item.name);
        const svgPrefix = 'data:image/svg+xml;base64,';
        expect(metadata.image.startsWith(svgPrefix)).toBe(true);
        const svg = Buffer.from(metadata.image.slice(svgPrefix.length), 'base64').toString('utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>.*<\/svg>$/s);
      }
    }
    // Items differ: the art carries the id.
    const [first, second] = await Promise.all(
      [1n, 2n].map((id) => client.readContract({ address: friends.address as Address, abi: foyerCollectibleArtifact.abi, functionName: 'tokenURI', args: [id] })),
    );
    expect(first).not.toBe(second);
    await expect(client.readContract({ address: friends.address as Address, abi: foyerCollectibleArtifact.abi, functionName: 'tokenURI', args: [99n] })).rejects.toThrow();
  });

  test('the spam collection airdropped its items: Transfer events from the zero address to the dev accounts', async () => {
    const logs = await client.getLogs({ address: spam.address as Address, fromBlock: 0n, toBlock: 'latest' });
    const transfers = parseEventLogs({ abi: spamCollectibleArtifact.abi, eventName: 'Transfer', logs });
    expect(transfers.map((transfer) => transfer.args)).toEqual(
      spam.items.map((item) => ({ from: '0x0000000000000000000000000000000000000000', to: getAddress(item.holder), tokenId: item.tokenId })),
    );
  });

  test('a restarted chain (--state) keeps the seeded assets, and seeding it again re-mints nothing after a user transfer', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'foyer-seed-'));
    const stateFile = path.join(dir, 'anvil.json');
    const read = { address: fusd.address as Address, abi: foyerTokenArtifact.abi } as const;
    const [sender, receiver] = fusd.holdings.map((holding) => getAddress(holding.holder));
    if (!sender || !receiver) throw new Error('fUSD needs two holders');
    let chain = await startAnvil({ port: 0, stateFile });
    try {
      await seedDevChain({ rpcUrl: chain.url });
      const wallet = createWalletClient({ transport: http(chain.url) });
      const persisted = createPublicClient({ transport: http(chain.url) });
      await persisted.waitForTransactionReceipt({
        hash: await wallet.writeContract({ ...read, account: sender, chain: null, functionName: 'transfer', args: [receiver, parseUnits('1.5', 6)] }),
      });
      await chain.stop();
      chain = await startAnvil({ port: 0, stateFile });
      const restarted = createPublicClient({ transport: http(chain.url) });
      const blockBefore = await restarted.getBlockNumber();
      const { contracts } = await seedDevChain({ rpcUrl: chain.url });
      expect(contracts.every((contract) => !contract.deployed)).toBe(true);
      expect(await restarted.getBlockNumber()).toBe(blockBefore);
      expect(await restarted.readContract({ ...read, functionName: 'balanceOf', args: [sender] })).toBe((fusd.holdings[0]?.amount ?? 0n) - parseUnits('1.5', 6));
      expect(await restarted.readContract({ ...read, functionName: 'balanceOf', args: [receiver] })).toBe((fusd.holdings[1]?.amount ?? 0n) + parseUnits('1.5', 6));
    } finally {
      await chain.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('only the owner mints more fUSD', async () => {
    const wallet = createWalletClient({ transport: http(anvil.url) });
    const read = { address: fusd.address as Address, abi: foyerTokenArtifact.abi } as const;
    const [owner, other] = FOYER_DEV_EVM_ACCOUNTS.map((account) => getAddress(account));
    if (!owner || !other) throw new Error('two dev accounts expected');
    const before = await client.readContract({ ...read, functionName: 'balanceOf', args: [other] });
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ ...read, account: owner, chain: null, functionName: 'mint', args: [other, 5n] }) });
    expect(await client.readContract({ ...read, functionName: 'balanceOf', args: [other] })).toBe(before + 5n);
    await expect(client.simulateContract({ ...read, account: other, functionName: 'mint', args: [other, 5n] })).rejects.toThrow(/NotOwner/);
  });
});
