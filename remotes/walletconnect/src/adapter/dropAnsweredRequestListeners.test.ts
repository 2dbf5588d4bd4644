import { EventEmitter } from 'node:events';
import { JsonRpcProvider } from '@walletconnect/jsonrpc-provider';
import type { IJsonRpcConnection, JsonRpcPayload } from '@walletconnect/jsonrpc-types';
import { dropAnsweredRequestListeners } from './dropAnsweredRequestListeners';
import { RELAYER_CONNECT_EVENT, type WcRelayer, type WcRelayProvider } from './WcProvider';

/** The relay socket, the network boundary: records what is sent, delivers what the test answers. */
function createRelaySocket() {
  const events = new EventEmitter();
  const sent: JsonRpcPayload[] = [];
  const connection: IJsonRpcConnection = {
    events,
    connected: true,
    connecting: false,
    on: (event: string, listener: (...arguments_: unknown[]) => void) => void events.on(event, listener),
    once: (event: string, listener: (...arguments_: unknown[]) => void) => void events.once(event, listener),
    off: (event: string, listener: (...arguments_: unknown[]) => void) => void events.off(event, listener),
    removeListener: (event: string, listener: (...arguments_: unknown[]) => void) => void events.off(event, listener),
    open: async () => undefined,
    close: async () => undefined,
    send: async (payload: JsonRpcPayload) => void sent.push(payload),
  };
  return {
    connection,
    sent,
    answer(id: number | string, result: unknown = true) {
      events.emit('payload', { id, jsonrpc: '2.0', result });
    },
    fail(id: number | string) {
      events.emit('payload', { id, jsonrpc: '2.0', error: { code: -32000, message: 'refused' } });
    },
  };
}

/** The relayer as the adapter sees it: the provider on its socket (before it first opens, a placeholder), and its `relayer_connect` event. */
function createRelayer(provider: WcRelayProvider) {
  const events = new EventEmitter();
  const relayer: WcRelayer = {
    connected: true,
    provider,
    on: (event, listener) => void events.on(event, listener),
    off: (event, listener) => void events.off(event, listener),
  };
  return { relayer, reconnect: (next: JsonRpcProvider) => ((relayer.provider = next), events.emit(RELAYER_CONNECT_EVENT)) };
}

const PROPOSAL = { pairingTopic: 'a'.repeat(64), sessionProposal: 'MA'.padEnd(2000, 'x') };

async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('given the relay provider keeps a listener per request for the page’s life (issue 13)', () => {
  it('the SDK’s provider alone keeps the answered request’s listener, which holds the request', async () => {
    const socket = createRelaySocket();
    const provider = new JsonRpcProvider(socket.connection);

    const answered = provider.request({ id: 1, method: 'wc_proposeSession', params: PROPOSAL });
    await settled();
    socket.answer(1);
    await expect(answered).resolves.toBe(true);
    await settled();

    expect(provider.events.listenerCount('1')).toBe(1);
  });

  it('drops the listener of each answered or refused request and leaves a waiting one in place', async () => {
    const socket = createRelaySocket();
    const provider = new JsonRpcProvider(socket.connection);
    dropAnsweredRequestListeners(createRelayer(provider).relayer);

    const proposed = provider.request({ id: 1, method: 'wc_proposeSession', params: PROPOSAL });
    const refused = provider.request({ id: 2, method: 'irn_subscribe', params: { topic: 'b'.repeat(64) } });
    const waiting = provider.request({ id: 3, method: 'irn_publish', params: { topic: 'c'.repeat(64), message: 'm' } });
    await settled();
    socket.answer(1);
    socket.fail(2);

    await expect(proposed).resolves.toBe(true);
    await expect(refused).rejects.toEqual({ code: -32000, message: 'refused' });
    await settled();
    expect(provider.events.listenerCount('1')).toBe(0);
    expect(provider.events.listenerCount('2')).toBe(0);
    expect(provider.events.listenerCount('3')).toBe(1);

    socket.answer(3, 'late');
    await expect(waiting).resolves.toBe('late');
    await settled();
    expect(provider.events.listenerCount('3')).toBe(0);
    expect(socket.sent.map((request) => request.id)).toEqual([1, 2, 3]);
  });

  it('follows the provider the relayer makes when its socket opens, once each', async () => {
    // The 2.21.8 relayer's provider is `{}` until its socket first opens, which `init` does not await.
    const { relayer, reconnect } = createRelayer({} as WcRelayProvider);
    dropAnsweredRequestListeners(relayer);
    const second = createRelaySocket();
    const next = new JsonRpcProvider(second.connection);
    reconnect(next);
    reconnect(next);
    const payloadListeners = next.events.listenerCount('payload');

    const answered = next.request({ id: 7, method: 'irn_subscribe', params: { topic: 'd'.repeat(64) } });
    await settled();
    second.answer(7, 'subscription-id');

    await expect(answered).resolves.toBe('subscription-id');
    await settled();
    expect(next.events.listenerCount('7')).toBe(0);
    // One follower on the new provider, however many times the relayer reports it connected.
    dropAnsweredRequestListeners(relayer);
    expect(next.events.listenerCount('payload')).toBe(payloadListeners);
  });
});
