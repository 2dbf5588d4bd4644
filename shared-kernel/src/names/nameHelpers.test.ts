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

describe('accountNameError: look-alikes and reserved names (review 2, N10, N16)', () => {
  test.each([
    ['xn--80ak6aa92e', 'Name may not start with xn-- (an encoded international name)'],
    ['----', 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4'],
    ['-ab-', 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4'],
    ['ab--cd', 'Name may not start or end with a hyphen, nor have two hyphens at positions 3 and 4'],
    ['support', 'This name is reserved'],
    ['MetaMask', 'This name is reserved'],
    ['coinbase-support', 'This name is reserved'],
  ])('%j is refused: %s', (label, message) => {
    expect(accountNameError(label)?.shortMessage).toBe(message);
  });
  test('the Kelvin sign (U+212A) is not a letter k: checked before lower-casing', () => {
    expect('\u212Aelvin'.toLowerCase()).toBe('kelvin');
    expect(accountNameError('\u212Aelvin')).toBeInstanceOf(InvalidAccountNameError);
  });
  test.each(['a-bc', 'abc-d1', 'my-wallet', 'supporter'])('%j follows the rule', (label) => {
    expect(accountNameError(label)).toBeUndefined();
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
  const text = createRegisterNameMessage({ timestamp: 1764115200000, address: '0xabc', coinType: 60, domain: 'api.example.com', name: 'alice.foyer.id' });
  expect(text).toBe('{"name":"alice.foyer.id","domain":"api.example.com","coinType":60,"address":"0xabc","timestamp":1764115200000}');
});
