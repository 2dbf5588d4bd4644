import { request } from 'node:http';
import { generateKeyPairSigner } from '@solana/kit';
import {
  DEV_ONRAMP_PROVIDER_ID,
  FOYER_DEV_TOKENS,
  foyerDevChain,
  foyerDevSolana,
  ONRAMP_DEFAULT_LIMITS,
  ONRAMP_PATHS,
  type OnrampOptions,
  type OnrampProvidersResponse,
  type OnrampPurchase,
  type OnrampPurchasesResponse,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlResponse,
  type Transaction, formatTokenAmount } from '@foyer/kernel';
import { createPublicClient, http, parseAbi, type Address, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { seedDevChain } from '../devChain/seedDevChain.js';
import type { ErrorBody } from '../errors/ServiceError.js';
import { startSolanaNode, type RunningSolanaNode } from '../solana/startSolanaNode.js';
import { rpcCall } from '../solana/test-utils/solanaTestKit.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { testDatabaseRows, type TestDatabaseHandle } from '../test-utils/testDatabases.js';

const EVM = foyerDevChain.caipNetworkId;
const SOLANA = foyerDevSolana.caipNetworkId;
const QUERY = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0';
const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === EVM && token.symbol === 'fUSD');
if (!fusd) throw new Error('the kernel table lost fUSD');
const erc20 = parseAbi(['function balanceOf(address account) view returns (uint256)']);

type Answer<T> = { status: number; headers: Record<string, string | string[] | undefined>; body: T; text: string };

/** One request over loopback without keep-alive (a pooled socket would outlive the API). */
async function call<T>(api: TestApi, method: 'GET' | 'POST', path: string, body?: unknown, form?: string): Promise<Answer<T>> {
  const payload = form ?? (body === undefined ? undefined : JSON.stringify(body));
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = form === undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  const base = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = String(res.headers['content-type'] ?? '').includes('json');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: (json ? JSON.parse(text) : text) as T, text });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const withQuery = (path: string, extra = ''): string => `${path}${path.includes('?') ? '&' : '?'}${QUERY}${extra}`;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('onramp routes on a real dev chain and Solana node', () => {
  let anvil: RunningAnvil;
  let solana: RunningSolanaNode;
  let client: PublicClient;

  beforeAll(async () => {
    [anvil, solana] = await Promise.all([startAnvil({ port: 0 }), startSolanaNode({ port: 0 })]);
    await seedDevChain({ rpcUrl: anvil.url });
    client = createPublicClient({ transport: http(anvil.url) });
  }, 60_000);

  afterAll(async () => {
    await solana?.close();
    await anvil?.stop();
  });

  describe.each(testDatabaseRows)('database %s', (_dialect, testDatabase) => {
    let api: TestApi;
    let handle: TestDatabaseHandle;

    beforeAll(async () => {
      handle = await testDatabase.create();
      api = await startTestApi({ database: handle.database, rpcUrl: anvil.url, chains: { [SOLANA]: solana.url } });
    }, 30_000);

    afterAll(async () => {
      await api?.close();
      await handle?.drop();
    });

    const quote = async (request: OnrampQuoteRequest): Promise<OnrampQuote> => {
      const answer = await call<OnrampQuote>(api, 'POST', withQuery(ONRAMP_PATHS.quote), request);
      if (answer.status !== 200) throw new Error(`quote: HTTP ${answer.status} ${answer.text}`);
      return answer.body;
    };
    const checkout = async (quoted: OnrampQuote, address: string, network: string): Promise<OnrampUrlResponse> => {
      const answer = await call<OnrampUrlResponse>(api, 'POST', withQuery(ONRAMP_PATHS.onrampUrl), {
        destinationWallets: [{ address, blockchains: [network], assets: [quoted.purchaseAmount.currency] }],
        defaultNetwork: network,
        partnerUserId: address,
        defaultExperience: 'buy',
        quoteId: quoted.quoteId,
      });
      if (answer.status !== 201) throw new Error(`onrampurl: HTTP ${answer.status} ${answer.text}`);
      return answer.body;
    };
    const purchase = async (id: string): Promise<OnrampPurchase> => (await call<OnrampPurchase>(api, 'GET', withQuery(ONRAMP_PATHS.purchase(id)))).body;
    const confirmByForm = (id: string) => call<string>(api, 'POST', `/onramp/checkout/${id}`, undefined, 'action=confirm');
    const confirmByJson = (id: string) => call<OnrampPurchase | ErrorBody>(api, 'POST', withQuery(`${ONRAMP_PATHS.purchase(id)}/confirm`));
    const evmDestination = (): Address => privateKeyToAccount(generatePrivateKey()).address;

    it('lists the development provider and its options: ETH, fUSD, SOL for USD and EUR with the spec §5 limits', async () => {
      const providers = await call<OnrampProvidersResponse>(api, 'GET', withQuery(ONRAMP_PATHS.providers));
      expect(providers.status).toBe(200);
      expect(providers.body.providers).toEqual([
        { id: DEV_ONRAMP_PROVIDER_ID, name: 'Foyer Dev Provider', logoUri: `${api.url}/onramp/providers/foyer-dev/logo.svg`, feeRange: { min: 1, max: 2 }, namespaces: ['eip155', 'solana'], development: true },
      ]);
      const logo = await call<string>(api, 'GET', `/onramp/providers/foyer-dev/logo.svg`);
      expect(logo.status).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');

      const options = await call<OnrampOptions>(api, 'GET', withQuery(ONRAMP_PATHS.options, `&provider=${DEV_ONRAMP_PROVIDER_ID}`));
      expect(options.status).toBe(200);
      expect(options.body.purchaseCurrencies.map(({ id, decimals, networks }) => ({ id, decimals, networks: networks.map((network) => [network.name, network.contract_address]) }))).toEqual([
        { id: 'ETH', decimals: 18, networks: [[EVM, '']] },
        { id: 'fUSD', decimals: 6, networks: [[EVM, fusd.address]] },
        { id: 'SOL', decimals: 9, networks: [[SOLANA, '']] },
      ]);
      const limits = [
        { id: 'card', min: ONRAMP_DEFAULT_LIMITS.card.min, max: ONRAMP_DEFAULT_LIMITS.card.max },
        { id: 'bank_account', min: ONRAMP_DEFAULT_LIMITS.bank_account.min, max: ONRAMP_DEFAULT_LIMITS.bank_account.max },
      ];
      expect(options.body.paymentCurrencies).toEqual([
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ]);
      expect(limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'bank_account', min: '10.00', max: '25000.00' },
      ]);
    });

    it('answers refusals as JSON with their code and status', async () => {
      const post = (path: string, body: unknown) => call<ErrorBody>(api, 'POST', withQuery(path), body);
      const below = await post(ONRAMP_PATHS.quote, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '5.00', network: EVM });
      expect([below.status, below.body]).toEqual([400, { error: { code: 'ONRAMP_AMOUNT_BELOW_MINIMUM', message: 'Minimum purchase is 10.00 USD' } }]);
      const malformed = await post(ONRAMP_PATHS.quote, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1,000', network: EVM });
      expect([malformed.status, malformed.body.error.code]).toEqual([400, 'ONRAMP_INVALID_AMOUNT']);
      const missing = await post(ONRAMP_PATHS.quote, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: EVM });
      expect([missing.status, missing.body.error.code]).toEqual([400, 'INVALID_PARAMETER']);
      const provider = await post(ONRAMP_PATHS.quote, { provider: 'acme', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50.00', network: EVM });
      expect([provider.status, provider.body.error.code]).toEqual([404, 'ONRAMP_UNKNOWN_PROVIDER']);
      const network = await post(ONRAMP_PATHS.quote, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50.00', network: 'eip155:1' });
      expect([network.status, network.body.error.code]).toEqual([400, 'ONRAMP_UNSUPPORTED_NETWORK']);
      const noQuote = await post(ONRAMP_PATHS.onrampUrl, { destinationWallets: [{ address: evmDestination(), blockchains: [EVM], assets: [] }], defaultNetwork: EVM, partnerUserId: 'x', defaultExperience: 'buy', quoteId: 'nope' });
      expect([noQuote.status, noQuote.body.error.code]).toEqual([404, 'ONRAMP_QUOTE_NOT_FOUND']);
      const badAddress = await post(ONRAMP_PATHS.onrampUrl, {
        destinationWallets: [{ address: '0x1234', blockchains: [EVM], assets: [] }],
        defaultNetwork: EVM,
        partnerUserId: 'x',
        defaultExperience: 'buy',
        quoteId: (await quote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50.00', network: EVM })).quoteId,
      });
      expect([badAddress.status, badAddress.body.error.code]).toEqual([400, 'INVALID_ADDRESS']);
      const unknown = await call<ErrorBody>(api, 'GET', withQuery(ONRAMP_PATHS.purchase('nope')));
      expect([unknown.status, unknown.body.error.code]).toEqual([404, 'ONRAMP_PURCHASE_NOT_FOUND']);
      const noProject = await call<ErrorBody>(api, 'GET', ONRAMP_PATHS.options);
      expect([noProject.status, noProject.body.error.code]).toEqual([400, 'MISSING_PROJECT_ID']);
    });

    it('serves a script-free checkout page on the services, labelled as the development provider, with the quote', async () => {
      const destination = evmDestination();
      const quoted = await quote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: EVM });
      const { url, purchaseId } = await checkout(quoted, destination, EVM);
      expect(url).toBe(`${api.url}/onramp/checkout/${purchaseId}`);
      const page = await call<string>(api, 'GET', new URL(url).pathname);
      const html = page.text;
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("script-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(html).not.toContain('<script');
      expect(html).toContain('Development provider — no real money moves');
      expect(html).toContain('data-testid="onramp-checkout-confirm"');
      for (const shown of ['100.00 USD', '1.50 USD', formatTokenAmount(quoted.purchaseAmount.amount, 'ETH'), destination]) expect(html).toContain(shown);
      const missing = await call<string>(api, 'GET', '/onramp/checkout/no-such-purchase');
      expect(missing.status).toBe(404);
    });

    it('confirm delivers exactly the quoted wei of ETH from the treasury; a second confirm is 409 and delivers nothing', async () => {
      const destination = evmDestination();
      const quoted = await quote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: EVM });
      const { purchaseId } = await checkout(quoted, destination, EVM);
      expect(await client.getBalance({ address: destination })).toBe(0n);

      const confirmed = await confirmByForm(purchaseId);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.location).toBe(`/onramp/checkout/${purchaseId}`);
      expect(await client.getBalance({ address: destination })).toBe(BigInt(quoted.purchaseAmount.baseUnits));
      const page = await call<string>(api, 'GET', `/onramp/checkout/${purchaseId}`);
      expect(page.text).toContain('Payment complete — you can close this window');
      expect(page.text).not.toContain('onramp-checkout-confirm');

      const done = await purchase(purchaseId);
      expect(done).toMatchObject({ id: purchaseId, status: 'completed', destination: `${EVM}:${destination}`, purchaseAmount: quoted.purchaseAmount, paymentTotal: quoted.paymentTotal, error: null });
      const receipt = await client.getTransactionReceipt({ hash: done.txHash as `0x${string}` });
      expect(receipt.status).toBe('success');

      const again = await confirmByForm(purchaseId);
      expect(again.status).toBe(409);
      expect(again.text).toContain('This purchase was already confirmed');
      const json = await confirmByJson(purchaseId);
      expect([json.status, (json.body as ErrorBody).error.code]).toEqual([409, 'ONRAMP_ALREADY_CONFIRMED']);
      expect(await client.getBalance({ address: destination })).toBe(BigInt(quoted.purchaseAmount.baseUnits));

      // The indexer picks the treasury's transfer up: the purchase is in the destination's history.
      const history = await waitFor(
        async () => (await call<{ data: Transaction[] }>(api, 'GET', withQuery(`/v1/account/${destination}/history`, `&chainId=${EVM}`))).body.data,
        (data) => data.some((item) => item.id === done.txHash),
        'the delivery in the history',
      );
      expect(history.find((item) => item.id === done.txHash)?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: quoted.purchaseAmount.amount } });
    });

    it('two confirms at once: one delivers, the other is 409', async () => {
      const destination = evmDestination();
      const quoted = await quote({ purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '20.00', network: EVM, paymentMethod: 'bank_account' });
      const { purchaseId } = await checkout(quoted, destination, EVM);
      const answers = await Promise.all([confirmByJson(purchaseId), confirmByJson(purchaseId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await client.getBalance({ address: destination })).toBe(BigInt(quoted.purchaseAmount.baseUnits));
    });

    it('delivers fUSD exactly (6 decimals) by an ERC-20 transfer from the treasury', async () => {
      const destination = evmDestination();
      const quoted = await quote({ purchaseCurrency: 'fUSD', paymentCurrency: 'USD', amount: '250.00', network: EVM });
      const { purchaseId } = await checkout(quoted, destination, EVM);
      expect((await confirmByJson(purchaseId)).status).toBe(200);
      expect(await client.readContract({ address: fusd.address as Address, abi: erc20, functionName: 'balanceOf', args: [destination] })).toBe(BigInt(quoted.purchaseAmount.baseUnits));
      expect(quoted.purchaseAmount).toEqual({ amount: '246.25', currency: 'fUSD', baseUnits: '246250000' });
      expect((await purchase(purchaseId)).status).toBe('completed');
    });

    it('delivers SOL exactly on the Solana node; the signature is in the destination history; purchases list newest first', async () => {
      const destination = (await generateKeyPairSigner()).address;
      const quoted = await quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '30.00', network: SOLANA });
      const { purchaseId } = await checkout(quoted, destination, SOLANA);
      expect((await confirmByJson(purchaseId)).status).toBe(200);
      const balance = await rpcCall(solana.url, 'getBalance', [destination]);
      expect((balance.result as { value: number }).value).toBe(Number(quoted.purchaseAmount.baseUnits));
      const done = await purchase(purchaseId);
      expect(done.status).toBe('completed');
      const history = await call<{ data: Transaction[] }>(api, 'GET', withQuery(`/v1/account/${destination}/history`, `&chainId=${SOLANA}`));
      expect(history.body.data.map((item) => item.id)).toContain(done.txHash);

      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await checkout(await quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '15.00', network: SOLANA }), destination, SOLANA);
      const list = await call<OnrampPurchasesResponse>(api, 'GET', withQuery(ONRAMP_PATHS.purchases, `&address=${destination}`));
      expect(list.body.purchases.map((item) => [item.id, item.status])).toEqual([
        [second.purchaseId, 'pending'],
        [purchaseId, 'completed'],
      ]);
    });
  });
});
