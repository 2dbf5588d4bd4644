import { createServer } from 'node:net';
import {
  address,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionEncoder,
  lamports,
  sendAndConfirmTransactionFactory,
  type Address,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import { FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_SOLANA_GENESIS_HASH, FOYER_DEV_SOLANA_LAMPORTS, foyerDevSolana } from '@foyer/kernel';
import WebSocket from 'ws';
import { PortInUseError } from '../errors/PortInUseError.js';
import { startSolanaNode, type RunningSolanaNode } from './startSolanaNode.js';
import { devSigner, rpcCall, signedTransfer } from './test-utils/solanaTestKit.js';

const SOL = 1_000_000_000n;

/** Opens a raw WebSocket and collects every message it receives. */
async function openSocket(url: string): Promise<{ socket: WebSocket; messages: unknown[]; next(predicate: (message: unknown) => boolean): Promise<unknown> }> {
  const socket = new WebSocket(url);
  const messages: unknown[] = [];
  const waiters: { predicate: (message: unknown) => boolean; resolve: (message: unknown) => void }[] = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.predicate(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    next: (predicate) =>
      new Promise((resolve) => {
        const seen = messages.find(predicate);
        if (seen !== undefined) resolve(seen);
        else waiters.push({ predicate, resolve });
      }),
  };
}

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

describe('startSolanaNode', () => {
  let node: RunningSolanaNode;
  let rpc: Rpc<SolanaRpcApi>;

  beforeAll(async () => {
    node = await startSolanaNode({ host: '127.0.0.1', port: 0 });
    rpc = createSolanaRpc(node.url);
  });

  afterAll(async () => {
    await node?.close();
  });

  it('serves on 127.0.0.1 and reports the dev network', async () => {
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(node.wsUrl).toBe(node.url.replace('http:', 'ws:'));
    expect(await rpc.getHealth().send()).toBe('ok');
    const genesis = await rpc.getGenesisHash().send();
    expect(genesis).toBe(FOYER_DEV_SOLANA_GENESIS_HASH);
    expect(`solana:${genesis.slice(0, 32)}`).toBe(foyerDevSolana.caipNetworkId);
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('funds every dev account, whose addresses derive from the kernel seeds', async () => {
    for (const [index, expected] of FOYER_DEV_SOLANA_ADDRESSES.entries()) {
      const signer = await devSigner(index);
      expect(signer.address).toBe(expected);
      const { value } = await rpc.getBalance(signer.address).send();
      expect(value).toBe(FOYER_DEV_SOLANA_LAMPORTS);
    }
  });

  it('lands a @solana/kit transfer confirmed through signatureSubscribe, and balances follow', async () => {
    const rpcSubscriptions = createSolanaRpcSubscriptions(node.wsUrl);
    const sender = await devSigner(1);
    const receiver = await generateKeyPairSigner();
    const before = (await rpc.getBalance(sender.address).send()).value;
    const slotBefore = await rpc.getSlot().send();
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const transaction = await signedTransfer(sender, receiver.address, 2n * SOL, blockhash);

    const message = getBase64Decoder().decode(transaction.messageBytes);
    const { value: fee } = await rpc.getFeeForMessage(message as Parameters<typeof rpc.getFeeForMessage>[0]).send();
    expect(fee).toBe(5000n);

    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction as Parameters<ReturnType<typeof sendAndConfirmTransactionFactory>>[0], {
      commitment: 'confirmed',
    });

    expect((await rpc.getBalance(receiver.address).send()).value).toBe(2n * SOL);
    expect((await rpc.getBalance(sender.address).send()).value).toBe(before - 2n * SOL - 5000n);
    expect(await rpc.getSlot().send()).toBe(slotBefore + 1n);
    const { value: statuses } = await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send();
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect((await rpc.getLatestBlockhash().send()).value.blockhash).not.toBe(blockhash.blockhash);
    expect((await rpc.isBlockhashValid(blockhash.blockhash).send()).value).toBe(true);
    const { value: account } = await rpc.getAccountInfo(receiver.address, { encoding: 'base64' }).send();
    expect(account).toMatchObject({ lamports: lamports(2n * SOL), owner: '11111111111111111111111111111111', data: ['', 'base64'], executable: false });
  });

  it('accepts a base58 transaction and notifies signature, slot and account subscribers on port + 1', async () => {
    const port = Number(new URL(node.url).port);
    const ws = await openSocket(`ws://127.0.0.1:${port + 1}`);
    const sender = await devSigner(2);
    const receiver = await generateKeyPairSigner();
    const send = (id: number, method: string, params: unknown[]): void => ws.socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    send(1, 'slotSubscribe', []);
    send(2, 'accountSubscribe', [receiver.address, { encoding: 'base64' }]);
    await ws.next((message) => field(message, 'id') === 2);

    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const transaction = await signedTransfer(sender, receiver.address, SOL, blockhash);
    const wire = getBase58Decoder().decode(getTransactionEncoder().encode(transaction));
    const signature = getSignatureFromTransaction(transaction);
    const answer = await rpcCall(node.url, 'sendTransaction', [wire]);
    expect(answer).toEqual(expect.objectContaining({ result: signature }));

    // Subscribing after the transaction landed still notifies (then the subscription ends).
    send(3, 'signatureSubscribe', [signature, { commitment: 'confirmed' }]);
    const subscription = field(await ws.next((message) => field(message, 'id') === 3), 'result');
    const notification = await ws.next((message) => field(message, 'method') === 'signatureNotification');
    expect(field(notification, 'params')).toEqual({ subscription, result: { context: { slot: expect.any(Number) }, value: { err: null } } });
    const slot = await ws.next((message) => field(message, 'method') === 'slotNotification');
    expect(field(slot, 'params', 'result', 'slot')).toBe(field(notification, 'params', 'result', 'context', 'slot'));
    const account = await ws.next((message) => field(message, 'method') === 'accountNotification');
    expect(field(account, 'params', 'result', 'value', 'lamports')).toBe(Number(SOL));

    send(4, 'signatureUnsubscribe', [subscription]);
    expect(await ws.next((message) => field(message, 'id') === 4)).toMatchObject({ error: { code: -32602, message: 'Invalid subscription id.' } });
    ws.socket.close();
  });

  it('airdrops, simulates without landing, and answers the read methods', async () => {
    const target = (await generateKeyPairSigner()).address;
    const airdrop = await rpcCall(node.url, 'requestAirdrop', [target, 5000000]);
    expect(typeof airdrop.result).toBe('string');
    expect((await rpc.getBalance(target).send()).value).toBe(5_000_000n);

    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const transaction = await signedTransfer(await devSigner(3), target, 1000n, blockhash);
    const simulated = await rpcCall(node.url, 'simulateTransaction', [getBase64EncodedWireTransaction(transaction), { encoding: 'base64', sigVerify: true }]);
    expect(field(simulated, 'result', 'value', 'err')).toBeNull();
    expect(field(simulated, 'result', 'value', 'logs')).toContain('Program 11111111111111111111111111111111 success');
    expect((await rpc.getBalance(target).send()).value).toBe(5_000_000n);

    const { value: accounts } = await rpc.getMultipleAccounts([target, (await generateKeyPairSigner()).address], { encoding: 'base64' }).send();
    expect(accounts.map((item) => item?.lamports ?? null)).toEqual([5_000_000n, null]);
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
    const epoch = await rpc.getEpochInfo().send();
    expect(epoch.absoluteSlot).toBe(await rpc.getSlot().send());
    expect(epoch.blockHeight).toBe(await rpc.getBlockHeight().send());
  });

  it('answers bad requests with JSON-RPC errors', async () => {
    expect(await rpcCall(node.url, 'getBalance', ['not-an-address'])).toMatchObject({ error: { code: -32602 } });
    expect(await rpcCall(node.url, 'getBalance', [])).toMatchObject({ error: { code: -32602 } });
    expect(await rpcCall(node.url, 'getBalance', { address: FOYER_DEV_SOLANA_ADDRESSES[0] })).toMatchObject({
      error: { code: -32602, message: 'Invalid params: params must be an array' },
    });
    expect(await rpcCall(node.url, 'eth_chainId', [])).toMatchObject({ error: { code: -32601, message: 'Method not found' } });
    expect(await rpcCall(node.url, 'constructor', [])).toMatchObject({ error: { code: -32601 } });
    expect(await rpcCall(node.url, 'sendTransaction', ['AAAA', { encoding: 'base64' }])).toMatchObject({ error: { code: -32602 } });
    expect(await rpcCall(node.url, 'sendTransaction', ['0OIl'])).toMatchObject({ error: { code: -32602, message: 'invalid transaction: not base58' } });

    const parse = await fetch(node.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":' });
    expect(await parse.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    expect((await fetch(node.url)).status).toBe(405);
  });

  it('refuses an overspend in preflight, a replay, an unfunded fee payer and an unknown blockhash', async () => {
    const sender = await devSigner(3);
    const receiver = address('11111111111111111111111111111112') as Address;
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const overspend = await signedTransfer(sender, receiver, FOYER_DEV_SOLANA_LAMPORTS * 2n, blockhash);
    const refused = await rpcCall(node.url, 'sendTransaction', [getBase64EncodedWireTransaction(overspend), { encoding: 'base64' }]);
    expect(refused.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    });

    const ok = await signedTransfer(sender, (await generateKeyPairSigner()).address, SOL, blockhash);
    const wire = getBase64EncodedWireTransaction(ok);
    expect((await rpcCall(node.url, 'sendTransaction', [wire, { encoding: 'base64' }])).result).toBe(getSignatureFromTransaction(ok));
    expect((await rpcCall(node.url, 'sendTransaction', [wire, { encoding: 'base64' }])).error).toMatchObject({
      code: -32002,
      data: { err: 'AlreadyProcessed' },
    });

    const unfunded = await signedTransfer(await generateKeyPairSigner(), receiver, 1n, blockhash);
    expect((await rpcCall(node.url, 'sendTransaction', [getBase64EncodedWireTransaction(unfunded), { encoding: 'base64', skipPreflight: true }])).error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Account Not Found',
      data: { err: 'AccountNotFound' },
    });

    const stale = await signedTransfer(sender, receiver, 1n, { blockhash: FOYER_DEV_SOLANA_ADDRESSES[0], lastValidBlockHeight: 0n });
    expect((await rpcCall(node.url, 'sendTransaction', [getBase64EncodedWireTransaction(stale), { encoding: 'base64' }])).error).toMatchObject({
      code: -32002,
      data: { err: 'BlockhashNotFound' },
    });
  });

  it.each(['0.0.0.0', '::', '192.0.2.1'])('refuses to bind beyond loopback (%s): the dev accounts are public', async (host) => {
    await expect(startSolanaNode({ host, port: 0 })).rejects.toThrow(`The Solana dev node binds to a loopback host only (127.0.0.1, ::1, localhost), not '${host}'`);
  });

  it('rejects a taken port with PortInUseError', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      await expect(startSolanaNode({ host: '127.0.0.1', port })).rejects.toThrow(`Port ${port} is already in use (Solana RPC)`);
      await expect(startSolanaNode({ host: '127.0.0.1', port: port - 1 })).rejects.toThrow(PortInUseError);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
