import { InvalidPairingUriError, parsePairingUri } from './parsePairingUri.js';

const URI = `wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}&expiryTimestamp=1`;

test('accepts a v2 pairing URI, trimmed', () => {
  expect(parsePairingUri(`  ${URI}\n`)).toBe(URI);
});

test.each(['', 'https://example.com', 'wc:abc@1?symKey=00', `wc:7f6e504bfad6@2?relay-protocol=irn`, `wc:7f6e504bfad6@2?symKey=zz`])(
  'refuses %p with a clear message',
  (input) => {
    expect(() => parsePairingUri(input)).toThrow(InvalidPairingUriError);
    expect(() => parsePairingUri(input)).toThrow('Paste a WalletConnect pairing link');
  },
);
