import { summarizeRpcRequest } from './summarizeRpcRequest';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test('personal_sign shows the message decoded from hex', () => {
  const hex = `0x${Buffer.from('Hello from the Foyer demo').toString('hex')}`;
  expect(summarizeRpcRequest('personal_sign', [hex, ACCOUNT])).toEqual({
    method: 'personal_sign',
    title: 'Sign message',
    rows: [
      { label: 'Message', value: 'Hello from the Foyer demo' },
      { label: 'Account', value: ACCOUNT },
    ],
  });
});

test('personal_sign of binary data keeps the hex', () => {
  expect(summarizeRpcRequest('personal_sign', ['0x00ff10', ACCOUNT]).rows[0]).toEqual({ label: 'Message', value: '0x00ff10' });
});

test('eth_sendTransaction shows the recipient and the value in ETH', () => {
  const summary = summarizeRpcRequest('eth_sendTransaction', [{ from: ACCOUNT, to: TO, value: '0x2386f26fc10000' }]);
  expect(summary.title).toBe('Send transaction');
  expect(summary.rows).toEqual([
    { label: 'To', value: TO },
    { label: 'Value', value: '0.01 ETH' },
  ]);
});

test('eth_sendTransaction uses the native currency given and shows data', () => {
  const summary = summarizeRpcRequest('eth_sendTransaction', [{ to: TO, value: '1000000000000000000', data: '0xa9059cbb' }], {
    name: 'BNB',
    symbol: 'BNB',
    decimals: 18,
  });
  expect(summary.rows).toEqual([
    { label: 'To', value: TO },
    { label: 'Value', value: '1 BNB' },
    { label: 'Data', value: '0xa9059cbb' },
  ]);
});

test('eth_signTypedData_v4 shows the domain and the primary type (JSON string or object)', () => {
  const typedData = {
    domain: { name: 'Permit2', chainId: 31337, verifyingContract: TO },
    primaryType: 'PermitSingle',
    types: {},
    message: {},
  };
  const expected = [
    { label: 'Domain', value: 'Permit2 (chain 31337)' },
    { label: 'Contract', value: TO },
    { label: 'Primary type', value: 'PermitSingle' },
    { label: 'Account', value: ACCOUNT },
  ];
  expect(summarizeRpcRequest('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(typedData)]).rows).toEqual(expected);
  expect(summarizeRpcRequest('eth_signTypedData_v4', [ACCOUNT, typedData]).rows).toEqual(expected);
});

test('wallet_sendCalls lists the calls', () => {
  const summary = summarizeRpcRequest('wallet_sendCalls', [{ calls: [{ to: TO, data: '0x', value: '0x0' }] }]);
  expect(summary.rows).toEqual([
    { label: 'Calls', value: '1' },
    { label: 'Call 1', value: `${TO} (0 ETH)` },
  ]);
});

test('other unsafe methods name the method', () => {
  expect(summarizeRpcRequest('solana_signTransaction', [{}])).toEqual({
    method: 'solana_signTransaction',
    title: 'Sign transaction',
    rows: [{ label: 'Method', value: 'solana_signTransaction' }],
  });
});
