import { waitForEvmReceipt } from './waitForEvmReceipt.js';

const endpoint = { rpcProxyUrl: 'http://127.0.0.1:9/v1/', projectId: 'p' };
const hash = `0x${'ab'.repeat(32)}`;

/** A proxy that answers the queued receipts in order (`'fail'` answers HTTP 502), then keeps answering the last. */
function stubProxy(answers: ({ status: string } | null | 'fail')[]) {
  const calls: { url: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === 'fail') return new Response('bad gateway', { status: 502 });
    return Response.json({ jsonrpc: '2.0', id: 1, result: answer });
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

test('polls eth_getTransactionReceipt through the proxy until mined: status 1 is success', async () => {
  const calls = stubProxy([null, null, { status: '0x1' }]);
  await expect(waitForEvmReceipt({ endpoint, caipNetworkId: 'eip155:31337', hash, pollMs: 1 })).resolves.toBe('success');
  expect(calls).toHaveLength(3);
  expect(calls[0]?.url).toBe('http://127.0.0.1:9/v1/?chainId=eip155%3A31337&projectId=p');
  expect(calls[0]?.body).toMatchObject({ method: 'eth_getTransactionReceipt', params: [hash] });
});

test('a mined transaction with status 0 is reverted', async () => {
  stubProxy([{ status: '0x0' }]);
  await expect(waitForEvmReceipt({ endpoint, caipNetworkId: 'eip155:31337', hash, pollMs: 1 })).resolves.toBe('reverted');
});

test('a failed read is retried (the proxy briefly down), and no receipt before the deadline is a timeout', async () => {
  stubProxy(['fail', { status: '0x1' }]);
  await expect(waitForEvmReceipt({ endpoint, caipNetworkId: 'eip155:31337', hash, pollMs: 1 })).resolves.toBe('success');
  jest.restoreAllMocks();
  stubProxy([null]);
  await expect(waitForEvmReceipt({ endpoint, caipNetworkId: 'eip155:31337', hash, pollMs: 1, timeoutMs: 20 })).resolves.toBe('timeout');
});
