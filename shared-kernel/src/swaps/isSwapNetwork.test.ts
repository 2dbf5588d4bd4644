import { SWAP_NETWORK_IDS } from '../constants.js';
import { isSwapNetwork } from './isSwapNetwork.js';

test.each(SWAP_NETWORK_IDS.map((id) => `eip155:${id}`))('%s is a swap network', (id) => {
  expect(isSwapNetwork(id)).toBe(true);
});

test('the dev chain is a swap network', () => {
  expect(isSwapNetwork('eip155:31337')).toBe(true);
});

test.each(['eip155:11155111', 'eip155:01', 'eip155:', 'eip155:1 ', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93', '', '1'])(
  '%j is not',
  (id) => {
    expect(isSwapNetwork(id)).toBe(false);
  },
);
