import { encodeFunctionData, erc20Abi, parseGwei } from 'viem';
import { encodeErc20Transfer } from './encodeErc20Transfer.js';
import { estimateSendFee } from './estimateSendFee.js';
import { maxSendable } from './maxSendable.js';
import { parseSendReceiver } from './parseSendReceiver.js';
import { validateSendAmount } from './validateSendAmount.js';

const EVM_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_1 = 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA';

describe('estimateSendFee', () => {
  test('EVM: gas price × 21000 × 1.2, or the given gas', () => {
    expect(estimateSendFee({ namespace: 'eip155', gasPrice: parseGwei('1') })).toBe(25_200_000_000_000n);
    expect(estimateSendFee({ namespace: 'eip155', gasPrice: 10n, gas: 50_000n })).toBe(600_000n);
  });
  test('Solana: one signature, plus the rent of a token account the send creates', () => {
    expect(estimateSendFee({ namespace: 'solana' })).toBe(5_000n);
    expect(estimateSendFee({ namespace: 'solana', newTokenAccountRent: 2_039_280n })).toBe(2_044_280n);
  });
});

describe('maxSendable', () => {
  test('a token: the whole balance', () => {
    expect(maxSendable({ balance: 1_234_560_000n, native: false, fee: 10n ** 15n })).toBe(1_234_560_000n);
  });
  test('the native currency: the balance less the fee, never below 0', () => {
    expect(maxSendable({ balance: 10n ** 18n, native: true, fee: 25_200_000_000_000n })).toBe(999_974_800_000_000_000n);
    expect(maxSendable({ balance: 4_000n, native: true, fee: 5_000n })).toBe(0n);
  });
});

describe('validateSendAmount', () => {
  const check = (amount: string, max = 2_000_000n) => validateSendAmount({ amount, decimals: 6, max });
  test('an amount within the maximum: its exact base units', () => {
    expect(check('1.5')).toEqual({ ok: true, value: 1_500_000n });
    expect(check('2')).toEqual({ ok: true, value: 2_000_000n });
  });
  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['.', 'invalid'],
    ['-1', 'invalid'],
    ['1.0000001', 'tooManyDecimals'],
    ['0', 'zero'],
    ['0.000', 'zero'],
    ['2.000001', 'insufficient'],
  ])('"%s": %s', (amount, problem) => {
    expect(check(amount)).toEqual({ ok: false, problem });
  });
});

describe('parseSendReceiver', () => {
  test('an address of the active family', () => {
    expect(parseSendReceiver(` ${EVM_1} `, 'eip155')).toEqual({ kind: 'address', address: EVM_1 });
    expect(parseSendReceiver(EVM_1.toLowerCase(), 'eip155')).toEqual({ kind: 'address', address: EVM_1.toLowerCase() });
    expect(parseSendReceiver(SOLANA_1, 'solana')).toEqual({ kind: 'address', address: SOLANA_1 });
  });
  test('a wrong EIP-55 checksum, another family or a short address is invalid', () => {
    const broken = EVM_1.replace('C51', 'c51');
    expect(parseSendReceiver(broken, 'eip155')).toEqual({ kind: 'invalid' });
    expect(parseSendReceiver(SOLANA_1, 'eip155')).toEqual({ kind: 'invalid' });
    expect(parseSendReceiver(EVM_1, 'solana')).toEqual({ kind: 'invalid' });
    expect(parseSendReceiver('0x1234', 'eip155')).toEqual({ kind: 'invalid' });
    expect(parseSendReceiver('1111111111111111111111111111111', 'solana')).toEqual({ kind: 'invalid' });
  });
  test('a dotted name is resolved by the names service; empty is empty', () => {
    expect(parseSendReceiver('Alice.foyer.id', 'solana')).toEqual({ kind: 'name', name: 'alice.foyer.id' });
    expect(parseSendReceiver('alice', 'eip155')).toEqual({ kind: 'invalid' });
    expect(parseSendReceiver('', 'eip155')).toEqual({ kind: 'empty' });
  });
});

describe('encodeErc20Transfer', () => {
  test('the same calldata as viem encodeFunctionData', () => {
    for (const amount of [0n, 1_500_000n, (1n << 256n) - 1n]) {
      expect(encodeErc20Transfer(EVM_1, amount)).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [EVM_1, amount] }));
    }
  });
  test('a malformed address or an amount outside uint256 throws', () => {
    expect(() => encodeErc20Transfer('0x12', 1n)).toThrow('Address "0x12" is invalid.');
    expect(() => encodeErc20Transfer(EVM_1, 1n << 256n)).toThrow(RangeError);
    expect(() => encodeErc20Transfer(EVM_1, -1n)).toThrow(RangeError);
  });
});
