import { FarcasterChannels } from './FarcasterChannels.js';

const farcaster = { idRegistryAddress: '0x0000000000000000000000000000000000000001', rpcUrl: 'http://127.0.0.1:1', chainId: 31337 } as const;

describe('FarcasterChannels bounds (M1)', () => {
  test('past the cap a new channel is refused (503 RATE_LIMITED) and the open ones stay usable', async () => {
    let now = 1_000_000;
    const channels = new FarcasterChannels(() => 'http://127.0.0.1:3020', { farcaster, custodyOf: async () => '0x0000000000000000000000000000000000000002', now: () => now, maxChannels: 3 });
    const open = [await channels.open(), await channels.open(), await channels.open()];
    await expect(channels.open()).rejects.toMatchObject({ statusCode: 503, code: 'RATE_LIMITED' });
    for (const channel of open) expect((await channels.describe(channel.channelToken)).nonce).toMatch(/^[0-9a-f]{24}$/);
    // Expired channels free their places.
    now += 5 * 60_000 + 1;
    await expect(channels.open()).resolves.toMatchObject({ channelToken: expect.any(String) });
  });
});
