import { randomBytes } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { foyerTokenArtifact } from '../../devChain/contracts/foyerTokenArtifact.js';
import type { RunningAnvil } from '../../anvil/startAnvil.js';
import { rpcResult } from '../../test-utils/rpcResult.js';
import { bearer, secureSiteClient, TEST_PROJECT as PROJECT, uniqueEmail, type Json } from '../../test-utils/secureSiteClient.js';
import { startSecureSiteFixture, type SecureSiteFixture } from '../../test-utils/startSecureSiteFixture.js';
import type { RunningSecureSite } from '../startSecureSite.js';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SPENDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

type Row = { label: string; value: string };
type Session = { token: string; address: Hex; solanaAddress: string };

let fixture: SecureSiteFixture & { anvil: RunningAnvil };
let anvil: RunningAnvil;
let secure: RunningSecureSite;
let alice: Session;
let bob: Session;

const site = secureSiteClient(() => secure);
// The frame names its project on every call (sessions are bound to it).
const call = (method: 'GET' | 'POST', target: string, body?: unknown, token?: string) =>
  site.call(method, target, body, token === undefined ? { 'x-foyer-project': PROJECT } : bearer(token));

const anvilCall = <T>(method: string, params: unknown[]) => rpcResult<T>(anvil.url, method, params);

/** Polls `read` until it gives something other than `pending` (anvil mines right after answering, not before). */
async function eventually<T>(read: () => Promise<T>, pending: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = await read();
    if (!pending(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

async function login(label: string): Promise<Session> {
  const token = await site.login(uniqueEmail(label));
  const user = (await call('GET', '/api/user', undefined, token)).json as { address: Hex; accounts: { namespace: string; address: string }[] };
  const solanaAddress = user.accounts.find((account) => account.namespace === 'solana')?.address ?? '';
  return { token, address: user.address, solanaAddress };
}

function rowsOf(json: Json): Row[] {
  return (json.summary as { rows: Row[] }).rows;
}

function valueOf(json: Json, label: string): string | undefined {
  return rowsOf(json).find((row) => row.label === label)?.value;
}

/** A pinned row (outside the frame's scroll area): recipient, value, token amounts, spender. */
function criticalOf(json: Json, label: string): string | undefined {
  return (json.summary as { critical: Row[] }).critical.find((row) => row.label === label)?.value;
}

/** Deploys a real ERC-20 (the dev token's contract) on the test anvil: the summary reads its symbol and decimals. */
async function deployToken(symbol: string, decimals: number, holder: Hex): Promise<Hex> {
  const [deployer] = await anvilCall<Hex[]>('eth_accounts', []);
  const wallet = createWalletClient({ account: deployer as Hex, transport: http(anvil.url) });
  const hash = await wallet.deployContract({
    abi: foyerTokenArtifact.abi,
    bytecode: foyerTokenArtifact.bytecode as Hex,
    args: [`${symbol} test`, symbol, decimals, deployer as Hex, [holder], [10n ** 12n]],
    chain: null,
  });
  const receipt = await eventually(() => anvilCall<{ contractAddress: Hex } | null>('eth_getTransactionReceipt', [hash]), (value) => value === null);
  return getAddress((receipt as { contractAddress: Hex }).contractAddress);
}

beforeAll(async () => {
  fixture = await startSecureSiteFixture({ anvil: true, kek: randomBytes(32).toString('base64'), logLevel: 'silent' });
  ({ anvil, secure } = fixture);
  alice = await login('alice');
  bob = await login('bob');
  await anvilCall('anvil_setBalance', [alice.address, '0xde0b6b3a7640000']);
}, 60_000);

afterAll(() => fixture?.close());

describe('given a signed-in session, /api/rpc', () => {
  test('refuses personal_sign and eth_sendTransaction without an approval (403 APPROVAL_REQUIRED), nothing is sent', async () => {
    const nonceBefore = await anvilCall<Hex>('eth_getTransactionCount', [alice.address, 'latest']);
    const signed = await call('POST', '/api/rpc', { method: 'personal_sign', params: ['0x68656c6c6f', alice.address] }, alice.token);
    expect(signed.status).toBe(403);
    expect(signed.json).toEqual({ error: { code: 'APPROVAL_REQUIRED', message: 'This request must be approved in the secure window' } });
    for (const method of ['eth_sendTransaction', 'wallet_sendCalls', 'eth_signTypedData_v4', 'solana_signMessage']) {
      const params = method === 'eth_sendTransaction' ? [{ from: alice.address, to: RECIPIENT, value: '0x1' }] : [];
      expect((await call('POST', '/api/rpc', { method, params }, alice.token)).json.error).toMatchObject({ code: 'APPROVAL_REQUIRED' });
    }
    expect(await anvilCall<Hex>('eth_getTransactionCount', [alice.address, 'latest'])).toBe(nonceBefore);
  });

  test('still answers safe methods', async () => {
    const balance = await call('POST', '/api/rpc', { method: 'eth_getBalance', params: [alice.address, 'latest'] }, alice.token);
    expect(balance.json.result).toMatch(/^0x[0-9a-f]+$/);
  });
});

test("the frame's approval UI is styled from the secure site's own origin (CSP style-src 'self')", async () => {
  const page = await fetch(new URL(`/frame?projectId=${PROJECT}`, secure.url));
  expect(await page.text()).toContain('<link rel="stylesheet" href="/frame/styles.css">');
  expect(page.headers.get('content-security-policy')).toContain("style-src 'self'");
  const css = await fetch(new URL('/frame/styles.css', secure.url));
  expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  expect(await css.text()).toContain('.foyer-approval__button');
});

describe('approvals', () => {
  test('confirm signs exactly the stored request, once; whatever the caller sends with the confirm is ignored', async () => {
    const message = 'Sign in to Foyer\nnonce 42';
    const created = await call('POST', '/api/approvals', { method: 'personal_sign', params: [message, alice.address] }, alice.token);
    expect(created.status).toBe(200);
    expect(created.json.approvalId).toEqual(expect.any(String));
    expect(created.json.summary).toMatchObject({ method: 'personal_sign', title: 'Sign message' });
    expect(valueOf(created.json, 'Message')).toBe(message);

    const id = created.json.approvalId as string;
    // A changed request sent along with the confirm (as a page would after tampering with its object) changes nothing.
    const confirmed = await call('POST', `/api/approvals/${id}/confirm`, { method: 'personal_sign', params: ['evil', alice.address] }, alice.token);
    expect(confirmed.status).toBe(200);
    const signature = confirmed.json.result as Hex;
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true);

    const again = await call('POST', `/api/approvals/${id}/confirm`, {}, alice.token);
    expect(again.status).toBe(404);
    expect(again.json.error).toEqual({ code: 'APPROVAL_NOT_FOUND', message: 'The approval has expired or was already used' });
  });

  test('two concurrent confirms of one approval: one signs, the other is refused', async () => {
    const created = await call('POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', alice.address] }, alice.token);
    const id = created.json.approvalId as string;
    const results = await Promise.all([1, 2, 3].map(() => call('POST', `/api/approvals/${id}/confirm`, {}, alice.token)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 404, 404]);
  });

  test("an approval id of another session is refused, and its owner can still use it", async () => {
    const created = await call('POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', alice.address] }, alice.token);
    const id = created.json.approvalId as string;
    expect((await call('POST', `/api/approvals/${id}/confirm`, {}, bob.token)).json.error).toMatchObject({ code: 'APPROVAL_NOT_FOUND' });
    expect((await call('POST', `/api/approvals/${id}/reject`, {}, bob.token)).status).toBe(404);
    expect((await call('POST', `/api/approvals/${id}/confirm`, {}, alice.token)).status).toBe(200);
  });

  test('reject discards the approval: it cannot be confirmed afterwards', async () => {
    const created = await call('POST', '/api/approvals', { method: 'personal_sign', params: ['0x68656c6c6f', alice.address] }, alice.token);
    const id = created.json.approvalId as string;
    expect((await call('POST', `/api/approvals/${id}/reject`, {}, alice.token)).status).toBe(200);
    expect((await call('POST', `/api/approvals/${id}/confirm`, {}, alice.token)).status).toBe(404);
  });

  test('without a session nothing is created; a request for another address is refused before approval', async () => {
    expect((await call('POST', '/api/approvals', { method: 'personal_sign', params: ['0x00', alice.address] })).status).toBe(401);
    const other = await call('POST', '/api/approvals', { method: 'personal_sign', params: ['0x00', bob.address] }, alice.token);
    expect(other.status).toBe(400);
  });

  test('eth_sendTransaction: value in ETH, the transaction is mined from the embedded account', async () => {
    const created = await call('POST', '/api/approvals', { method: 'eth_sendTransaction', params: [{ from: alice.address, to: RECIPIENT, value: '0x2386f26fc10000' }] }, alice.token);
    expect(valueOf(created.json, 'To')).toBe(RECIPIENT);
    expect(valueOf(created.json, 'Value')).toBe('0.01 ETH');
    const confirmed = await call('POST', `/api/approvals/${created.json.approvalId as string}/confirm`, {}, alice.token);
    expect(confirmed.json.result).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await eventually(() => anvilCall<{ status: Hex; from: string; to: string } | null>('eth_getTransactionReceipt', [confirmed.json.result]), (value) => value === null);
    expect(receipt).toMatchObject({ status: '0x1', from: alice.address.toLowerCase(), to: RECIPIENT.toLowerCase() });
  });

  test('ERC-20 transfer and approve calldata are decoded (token, counterparty, raw amount) and shown in full', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_234_567n] });
    const sent = await call('POST', '/api/approvals', { method: 'eth_sendTransaction', params: [{ from: alice.address, to: TOKEN, data: transfer }] }, alice.token);
    expect(valueOf(sent.json, 'Function')).toBe('ERC-20 transfer(address,uint256)');
    expect(valueOf(sent.json, 'Token contract')).toBe(TOKEN);
    expect(criticalOf(sent.json, 'Recipient')).toBe(RECIPIENT);
    // No contract at TOKEN: its decimals and symbol cannot be read, and the pinned amount says so.
    expect(criticalOf(sent.json, 'Amount')).toBe(`1234567 raw units of token ${TOKEN} (its decimals and symbol could not be read)`);
    expect(valueOf(sent.json, 'Amount (raw units)')).toBe('1234567');
    expect(valueOf(sent.json, 'Data')).toBe(transfer);

    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 2n ** 256n - 1n] });
    const approved = await call('POST', '/api/approvals', { method: 'eth_sendTransaction', params: [{ to: TOKEN, data: approve }] }, alice.token);
    expect(valueOf(approved.json, 'Function')).toBe('ERC-20 approve(address,uint256)');
    expect(criticalOf(approved.json, 'Spender')).toBe(SPENDER);
    expect(criticalOf(approved.json, 'Allowance')).toBe(`Unlimited (token ${TOKEN})`);
    expect(valueOf(approved.json, 'Allowance (raw units)')).toBe((2n ** 256n - 1n).toString());

    const unknown = `0xdeadbeef${'ab'.repeat(200)}` as Hex;
    const raw = await call('POST', '/api/approvals', { method: 'eth_sendTransaction', params: [{ to: TOKEN, data: unknown }] }, alice.token);
    expect(valueOf(raw.json, 'Data')).toBe(unknown);
  });

  test('token amounts are pinned in token units with the symbol read from the token contract (review 2, N14)', async () => {
    const usdc = await deployToken('TUSD', 6, alice.address);
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_500_000n] });
    const sent = await call('POST', '/api/approvals', { method: 'eth_sendTransaction', params: [{ from: alice.address, to: usdc, data: transfer }] }, alice.token);
    expect(sent.status).toBe(200);
    expect(criticalOf(sent.json, 'To')).toBe(usdc);
    expect(criticalOf(sent.json, 'Value')).toBe('0 ETH');
    expect(criticalOf(sent.json, 'Recipient')).toBe(RECIPIENT);
    expect(criticalOf(sent.json, 'Amount')).toBe(`1.5 TUSD (token ${usdc})`);
    // The stored token metadata makes confirm recompute the same summary: the transfer is signed and sent.
    const confirmed = await call('POST', `/api/approvals/${sent.json.approvalId as string}/confirm`, {}, alice.token);
    expect(confirmed.json).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) });

    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 25_000_000n] });
    const approved = await call('POST', '/api/approvals', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from: alice.address, atomicRequired: false, calls: [{ to: usdc, data: approve }] }] }, alice.token);
    expect(approved.status).toBe(200);
    expect(criticalOf(approved.json, 'Call 1 Spender')).toBe(SPENDER);
    expect(criticalOf(approved.json, 'Call 1 Allowance')).toBe(`25 TUSD (token ${usdc})`);
  });

  test('typed data: the summary shows the domain and every (nested) message field, and the signature is of that data', async () => {
    const typedData = {
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: TOKEN },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Details: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
        ],
        PermitSingle: [
          { name: 'details', type: 'Details' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
      },
      primaryType: 'PermitSingle',
      message: { details: { token: TOKEN, amount: '1461501637330902918203684832716283019655932542975' }, spender: SPENDER, sigDeadline: '1999999999' },
    };
    const created = await call('POST', '/api/approvals', { method: 'eth_signTypedData_v4', params: [alice.address, JSON.stringify(typedData)] }, alice.token);
    expect(valueOf(created.json, 'Primary type')).toBe('PermitSingle');
    expect(valueOf(created.json, 'domain.name')).toBe('Permit2');
    expect(valueOf(created.json, 'message.details.token')).toBe(TOKEN);
    expect(valueOf(created.json, 'message.details.amount')).toBe('1461501637330902918203684832716283019655932542975');
    expect(valueOf(created.json, 'message.spender')).toBe(SPENDER);
    expect(valueOf(created.json, 'message.sigDeadline')).toBe('1999999999');
    expect(valueOf(created.json, 'Types')).toBe('Details(address token,uint160 amount)\nPermitSingle(Details details,address spender,uint256 sigDeadline)');
    expect(valueOf(created.json, 'Sent but not signed (ignored by the signature)')).toBeUndefined();
    const confirmed = await call('POST', `/api/approvals/${created.json.approvalId as string}/confirm`, {}, alice.token);
    const { EIP712Domain: _domain, ...types } = typedData.types;
    const valid = await verifyTypedData({ address: alice.address, domain: typedData.domain as never, types, primaryType: 'PermitSingle', message: typedData.message as never, signature: confirmed.json.result as Hex });
    expect(valid).toBe(true);
  });

  // Review 2, N14: keys the types do not declare were shown like signed fields ('message.note' below).
  test('typed data: only the fields the types declare are shown as signed; the others are listed as not signed', async () => {
    const typedData = {
      types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', chainId: 31337, extra: 'x' },
      message: { to: SPENDER, contents: 'Hello', note: 'You receive 1,000 USDC' },
    };
    const created = await call('POST', '/api/approvals', { method: 'eth_signTypedData_v4', params: [alice.address, typedData] }, alice.token);
    expect(created.status).toBe(200);
    expect(valueOf(created.json, 'message.to')).toBe(SPENDER);
    expect(valueOf(created.json, 'message.contents')).toBe('Hello');
    expect(valueOf(created.json, 'domain.name')).toBe('Ether Mail');
    expect(valueOf(created.json, 'message.note')).toBeUndefined();
    expect(valueOf(created.json, 'domain.extra')).toBeUndefined();
    expect(valueOf(created.json, 'Sent but not signed (ignored by the signature)')).toBe('domain.extra\nmessage.note');
    expect(valueOf(created.json, 'Types')).toBe('Mail(address to,string contents)');
    await call('POST', `/api/approvals/${created.json.approvalId as string}/reject`, {}, alice.token);
  });

  test('solana_signMessage: text is shown exactly; bytes that parse as a transaction message are refused', async () => {
    const text = getBase58Decoder().decode(new TextEncoder().encode('Hello Solana'));
    const created = await call('POST', '/api/approvals', { method: 'solana_signMessage', params: { message: text, pubkey: alice.solanaAddress }, chainId: 'solana:5eykt4UsFv8P8NDdTREpY1vzqKqZKvdp' }, alice.token);
    expect(created.status).toBe(200);
    expect(valueOf(created.json, 'Message')).toBe('Hello Solana');
    const confirmed = await call('POST', `/api/approvals/${created.json.approvalId as string}/confirm`, {}, alice.token);
    expect((confirmed.json.result as { signature: string }).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);

    // A legacy transaction message: header, 2 accounts, blockhash, one instruction.
    const transactionMessage = new Uint8Array([1, 0, 1, 2, ...new Array<number>(32).fill(7), ...new Array<number>(32).fill(9), ...new Array<number>(32).fill(5), 1, 1, 1, 0, 0]);
    const disguised = await call('POST', '/api/approvals', { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(transactionMessage) } }, alice.token);
    expect(disguised.status).toBe(400);
    expect(disguised.json.error).toMatchObject({ code: 'TRANSACTION_AS_MESSAGE' });
    // The same message with one byte appended: the prefix still decodes as the whole transaction message.
    const padded = await call('POST', '/api/approvals', { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(new Uint8Array([...transactionMessage, 0])) } }, alice.token);
    expect(padded.status).toBe(400);
    expect(padded.json.error).toMatchObject({ code: 'TRANSACTION_AS_MESSAGE' });
  });

  test('solana_signMessage: an off-chain message (signing domain 0xff "solana offchain") is signed exactly as given', async () => {
    const offchain = new Uint8Array([0xff, ...new TextEncoder().encode('solana offchain'), 0, 0, 2, 0, 0x68, 0x69]);
    const created = await call('POST', '/api/approvals', { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(offchain), pubkey: alice.solanaAddress } }, alice.token);
    expect(created.status).toBe(200);
    const confirmed = await call('POST', `/api/approvals/${created.json.approvalId as string}/confirm`, {}, alice.token);
    const signature = getBase58Encoder().encode((confirmed.json.result as { signature: string }).signature);
    const publicKey = await crypto.subtle.importKey('raw', new Uint8Array(getBase58Encoder().encode(alice.solanaAddress)), 'Ed25519', false, ['verify']);
    expect(await crypto.subtle.verify('Ed25519', publicKey, new Uint8Array(signature), offchain)).toBe(true);
  });

  describe('wallet_sendCalls (not atomic: one transaction per call, stopping at the first failure)', () => {
    test('atomicRequired batches are refused before the user is asked', async () => {
      const created = await call('POST', '/api/approvals', { method: 'wallet_sendCalls', params: [{ atomicRequired: true, calls: [{ to: RECIPIENT, data: '0x', value: '0x1' }] }] }, alice.token);
      expect(created.json.error).toMatchObject({ code: 'ATOMIC_UNSUPPORTED' });
    });

    test('every call is shown with to, value and data; a complete batch reports 200 with a receipt per call', async () => {
      const calls = [
        { to: RECIPIENT, data: '0x', value: '0x1' },
        { to: SPENDER, data: '0xabcdef', value: '0x2' },
      ];
      const created = await call('POST', '/api/approvals', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: alice.address, calls }] }, alice.token);
      expect(valueOf(created.json, 'Call 1 To')).toBe(RECIPIENT);
      expect(valueOf(created.json, 'Call 2 To')).toBe(SPENDER);
      expect(valueOf(created.json, 'Call 2 Data')).toBe('0xabcdef');
      expect(valueOf(created.json, 'Call 2 Value')).toBe('0.000000000000000002 ETH');
      const confirmed = await call('POST', `/api/approvals/${created.json.approvalId as string}/confirm`, {}, alice.token);
      const id = (confirmed.json.result as { id: string }).id;
      const status = await eventually(() => call('POST', '/api/rpc', { method: 'wallet_getCallsStatus', params: [id] }, alice.token), (value) => (value.json.result as Json).status === 100);
      expect(status.json.result).toMatchObject({ id, atomic: false, status: 200, capabilities: { calls: [{ status: 'sent' }, { status: 'sent' }] } });
      expect((status.json.result as { receipts: unknown[] }).receipts).toHaveLength(2);
      expect((await call('POST', '/api/rpc', { method: 'wallet_getCallsStatus', params: [id] }, bob.token)).status).toBe(400);
    });

    test('a batch that fails halfway is reported per call (600), not hidden behind one error', async () => {
      const calls = [
        { to: RECIPIENT, data: '0x', value: '0x1' },
        { to: RECIPIENT, data: '0x', value: '0xffffffffffffffffffffffffffff' },
        { to: RECIPIENT, data: '0x', value: '0x1' },
      ];
      const created = await call('POST', '/api/approvals', { method: 'wallet_sendCalls', params: [{ calls }] }, alice.token);
      const confirmed = await call('POST', `/api/approvals/${created.json.approvalId as string}/confirm`, {}, alice.token);
      const id = (confirmed.json.result as { id: string }).id;
      const status = (await eventually(() => call('POST', '/api/rpc', { method: 'wallet_getCallsStatus', params: [id] }, alice.token), (value) => (value.json.result as Json).status === 100)).json.result as Json;
      expect(status).toMatchObject({ status: 600, atomic: false });
      expect((status.capabilities as { calls: { status: string }[] }).calls.map((outcome) => outcome.status)).toEqual(['sent', 'failed', 'skipped']);
      expect(status.receipts).toHaveLength(1);
    });
  });
});
