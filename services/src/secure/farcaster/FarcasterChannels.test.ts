import { FarcasterChannels } from './FarcasterChannels.js';

/** Who opens a channel: the project and page origin, and the client's address key (`clientIpKey`). */
const FROM = { projectId: 'project-1', appOrigin: 'https://app.example.com', clientKey: '203.0.113.1' };
const custodyOf = async () => '0x0000000000000000000000000000000000000002' as const;
const farcaster = { idRegistryAddress: '0x0000000000000000000000000000000000000001', rpcUrl: 'http://127.0.0.1:1', chainId: 31337 } as const;

describe('FarcasterChannels bounds (M1)', () => {
  test('past the cap a new channel is refused (503 RATE_LIMITED) and the open ones stay usable', async () => {
    let now = 1_000_000;
    const channels = new FarcasterChannels(() => 'http://127.0.0.1:3020', { farcaster, custodyOf: async () => '0x0000000000000000000000000000000000000002', now: () => now, maxChannels: 3 });
    const open = [await channels.open(FROM), await channels.open(FROM), await channels.open(FROM)];
    await expect(channels.open(FROM)).rejects.toMatchObject({ statusCode: 503, code: 'RATE_LIMITED' });
    for (const channel of open) expect((await channels.describe(channel.channelToken)).nonce).toMatch(/^[0-9a-f]{24}$/);
    // Expired channels free their places.
    now += 5 * 60_000 + 1;
    await expect(channels.open(FROM)).resolves.toMatchObject({ channelToken: expect.any(String) });
  });

  // Failed before the fix (issue 24 point 5): one client's channels filled the store, and everyone else got 503.
  test("one client key filling its share does not stop another client's channel", async () => {
    const channels = new FarcasterChannels(() => 'http://127.0.0.1:3020', { farcaster, custodyOf, maxChannels: 10, maxChannelsPerClient: 3 });
    for (let index = 0; index < 20; index += 1) await channels.open(FROM).catch(() => undefined);
    await expect(channels.open({ ...FROM, clientKey: '2001:db8:1:2::/64' })).resolves.toMatchObject({ channelToken: expect.any(String) });
  });

  test("one app filling its share does not stop another app's channel", async () => {
    const channels = new FarcasterChannels(() => 'http://127.0.0.1:3020', { farcaster, custodyOf, maxChannels: 10, maxChannelsPerApp: 5 });
    const opened = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => channels.open({ ...FROM, clientKey: `198.51.100.${index}` })));
    expect(opened.filter((open) => open.status === 'fulfilled')).toHaveLength(5);
    await expect(channels.open({ ...FROM, appOrigin: 'https://other.example.com', clientKey: '198.51.100.99' })).resolves.toMatchObject({ channelToken: expect.any(String) });
  });
});
