import { foyerDevChain, mainnet } from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import { createFakeWcProvider, evmSession } from '../test-utils/fakeWcProvider';
import { WALLETCONNECT_STORE } from '../test-utils/walletConnectStore';
import { createWalletConnectAdapter } from './createWalletConnectAdapter';

/** The SDK's JSON-RPC history and relay message tracker, as far as the adapter touches them: records per topic. */
function createSdkRecords() {
  const history = new Map<number, { topic: string; method: string }>();
  const messages = new Map<string, string[]>();
  return {
    history,
    messages,
    core: {
      history: {
        delete(topic: string, id?: number) {
          for (const [key, record] of history) if (record.topic === topic && (id === undefined || id === key)) history.delete(key);
        },
      },
      messages: {
        del: async (topic: string) => void messages.delete(topic),
      },
    },
  };
}

it('disconnect drops the ended session’s and pairing’s history and relay messages, and keeps other topics’', async () => {
  const fake = createFakeWcProvider();
  const records = createSdkRecords();
  Object.assign(fake.provider.client.core, { history: records.core.history });
  Object.assign(fake.relayer, { messages: records.core.messages });
  const store = makeTestStore({ ...WALLETCONNECT_STORE, networks: [foyerDevChain, mainnet] });
  const adapter = createWalletConnectAdapter({ store, shell: createFakeShellBridge(), createProvider: async () => fake.provider });

  const connected = adapter.connect('walletConnect');
  await new Promise((resolve) => setTimeout(resolve, 0));
  fake.displayUri('wc:aaa@2?relay-protocol=irn&symKey=1');
  fake.approve({ ...evmSession(), pairingTopic: 'pairing-topic' });
  await connected;
  // What one cycle leaves in the SDK: the wallet's settle (answered, kept 30 days), our delete (pending), a proposal on the pairing.
  records.history.set(1, { topic: 'session-topic', method: 'wc_sessionSettle' });
  records.history.set(2, { topic: 'session-topic', method: 'wc_sessionDelete' });
  records.history.set(3, { topic: 'pairing-topic', method: 'wc_sessionPropose' });
  records.history.set(4, { topic: 'another-session', method: 'wc_sessionSettle' });
  records.messages.set('session-topic', ['hash-1']);
  records.messages.set('another-session', ['hash-2']);

  await adapter.disconnect('walletConnect');

  expect(fake.provider.disconnect).toHaveBeenCalled();
  expect([...records.history.values()]).toEqual([{ topic: 'another-session', method: 'wc_sessionSettle' }]);
  expect([...records.messages.keys()]).toEqual(['another-session']);
});
