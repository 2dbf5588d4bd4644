/**
 * Integration: two real @walletconnect/sign-client 2.21.8 clients (a dapp and a wallet) pair, settle a
 * session and answer a personal_sign request through our relay on loopback. Nothing may leave the
 * machine: every fetch to a non-loopback host fails the test.
 */
import SignClient from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import { RELAY_CLOSE_POLICY_VIOLATION } from './relayLimits.js';
import { startRelay, type RunningRelay } from './startRelay.js';
import { MemoryStorage } from './test-utils/MemoryStorage.js';
import { randomTopic, RelayTestClient } from './test-utils/relayTestClient.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const FAKE_SIGNATURE = `0x${'11'.repeat(65)}`;

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

describe('two real sign-clients through the relay', () => {
  let relay: RunningRelay;
  const external: string[] = [];
  const realFetch = globalThis.fetch;
  const clients: SignClient[] = [];

  beforeAll(async () => {
    // No core kept on globalThis (jest clears globals between files; the SDK would touch it afterwards).
    process.env.DISABLE_GLOBAL_CORE = 'true';
    relay = await startRelay({ host: '127.0.0.1', port: 0 });
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!isLoopback(url)) {
        external.push(url);
        throw new Error(`blocked a call off the machine: ${url}`);
      }
      return realFetch(input, init);
    };
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    delete process.env.DISABLE_GLOBAL_CORE;
    for (const client of clients) {
      client.core.heartbeat.stop();
      await client.core.relayer.transportClose().catch(() => undefined);
    }
    await relay?.close();
  });

  const init = async (name: string): Promise<SignClient> => {
    const metadata: SignClientTypes.Metadata = { name, description: name, url: 'http://127.0.0.1:3000', icons: [] };
    const client = await SignClient.init({
      projectId: 'foyer-demo',
      relayUrl: relay.url,
      customStoragePrefix: `foyer-test-${name}`,
      storage: new MemoryStorage(),
      metadata,
      logger: 'silent',
      telemetryEnabled: false,
    });
    clients.push(client);
    // verify.walletconnect.org would be asked about every proposal and request: answer locally instead.
    client.core.verify.resolve = async () => ({ origin: metadata.url });
    return client;
  };

  /** Pairs a new dapp and wallet, settles a session and answers one personal_sign; resolves to the signature. */
  const pairAndSign = async (suffix: string): Promise<string> => {
    const [dapp, wallet] = [await init(`dapp${suffix}`), await init(`wallet${suffix}`)];

    wallet.on('session_proposal', async ({ id, params }) => {
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            accounts: [`eip155:31337:${ACCOUNT}`],
            methods: params.optionalNamespaces.eip155?.methods ?? ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
            chains: ['eip155:31337'],
          },
        },
      });
    });
    wallet.on('session_request', async ({ id, topic, params }) => {
      expect(params.request.method).toBe('personal_sign');
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: FAKE_SIGNATURE } });
    });

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { methods: ['personal_sign'], chains: ['eip155:31337'], events: ['accountsChanged'] } },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair({ uri: uri ?? '' });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT}`]);

    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    });
    return signature;
  };

  test('pair, approve, personal_sign answered by the wallet', async () => {
    const started = Date.now();
    expect(await pairAndSign('')).toBe(FAKE_SIGNATURE);
    expect(external).toEqual([]);
    // Report the timing (the whole flow runs on loopback).
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  // H6: failed before the fix (the flooder was never cut off).
  test('a client flooding a topic (from 127.0.0.2) is cut off with 1008 while another pairing completes', async () => {
    const flooder = await RelayTestClient.open(relay.url, { localAddress: '127.0.0.2' });
    const closed = new Promise<number>((resolve) => flooder.socket.once('close', (code) => resolve(code)));
    const topic = randomTopic();
    let sent = 0;
    const flood = setInterval(() => {
      if (flooder.socket.readyState !== flooder.socket.OPEN) return;
      for (let index = 0; index < 50; index++, sent++) {
        flooder.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: sent, method: 'irn_publish', params: { topic, message: `Zmxvb2Q${sent}`, ttl: 300, tag: 1108 } }));
      }
    }, 5);
    try {
      const [signature, code] = await Promise.all([pairAndSign('-during-flood'), closed]);
      expect(code).toBe(RELAY_CLOSE_POLICY_VIOLATION);
      expect(signature).toBe(FAKE_SIGNATURE);
      expect(flooder.frames.some((frame) => frame.error?.code === -32001)).toBe(true);
      expect(external).toEqual([]);
    } finally {
      clearInterval(flood);
      flooder.socket.terminate();
    }
  }, 30_000);
});
