/** @jest-environment node */
import { FOYER_STATE_COOKIE } from './FoyerInitialState.js';
import { foyerStateFromCookie } from './foyerStateFromCookie.js';

const caipAddress = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const cookie = (value: unknown) => `theme=dark; ${FOYER_STATE_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; other=1`;

test('reads the session among other cookies', () => {
  expect(foyerStateFromCookie(cookie({ caipAddress, connectorId: 'dev.foyer.wallet' }))).toEqual({
    caipAddress,
    connectorId: 'dev.foyer.wallet',
  });
});

test.each([
  ['no header', null],
  ['no session cookie', 'theme=dark'],
  ['not JSON', `${FOYER_STATE_COOKIE}=%7Bnope`],
  ['a bad percent escape', `${FOYER_STATE_COOKIE}=%E0%A4%A`],
  ['not an object', cookie('eip155:1:0x0')],
  ['an invalid address', cookie({ caipAddress: 'eip155:31337:0x123', connectorId: 'w' })],
  ['a wrong EIP-55 checksum', cookie({ caipAddress: caipAddress.replace('F6F4', 'f6f4'), connectorId: 'w' })],
  ['no connector', cookie({ caipAddress })],
  ['an oversized connector id', cookie({ caipAddress, connectorId: 'w'.repeat(201) })],
])('given %s, there is no session', (_case, header) => {
  expect(foyerStateFromCookie(header)).toBeUndefined();
});
