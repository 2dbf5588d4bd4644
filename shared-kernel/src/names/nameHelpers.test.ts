import { InvalidAccountNameError } from '../errors/names.js';
import { accountNameError } from './accountNameError.js';
import { createRegisterNameMessage } from './createRegisterNameMessage.js';
import { nameCoinType } from './nameCoinType.js';

describe('accountNameError (spec §5: letters, digits, hyphens, at least 4)', () => {
  test.each(['alice', 'a1-b', 'ABCD', '1234', 'my-long-name-2'])('%s follows the rule', (label) => {
    expect(accountNameError(label)).toBeUndefined();
  });
  test.each(['bob', '', 'al ce', 'alice.eth', 'émile', 'a_bc'])('%j breaks it, with the catalogued message', (label) => {
    const error = accountNameError(label);
    expect(error).toBeInstanceOf(InvalidAccountNameError);
    expect(error?.shortMessage).toBe('Name must be at least 4 characters and use only letters, digits and hyphens');
  });
});

describe('nameCoinType', () => {
  test('EVM chains: ENSIP-11 (mainnet keeps 60), Solana: 501', () => {
    expect(nameCoinType('eip155:1')).toBe(60);
    expect(nameCoinType('eip155:31337')).toBe(2147514985);
    expect(nameCoinType('eip155:10')).toBe(2147483658);
    expect(nameCoinType('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(501);
  });
  test('no coin type for families without names, nor for EVM ids of 2^31 and above', () => {
    expect(nameCoinType('bip122:000000000019d6689c085ae165831e93')).toBeUndefined();
    expect(nameCoinType('eip155:2147483648')).toBeUndefined();
  });
});

test('createRegisterNameMessage writes the contract fields in order, as JSON', () => {
  const text = createRegisterNameMessage({ timestamp: 1764115200000, address: '0xabc', coinType: 60, name: 'alice.foyer.id' });
  expect(text).toBe('{"name":"alice.foyer.id","coinType":60,"address":"0xabc","timestamp":1764115200000}');
});
