import type { WcProvider } from './WcProvider.js';

/**
 * After the session ended, drops what the SDK would otherwise keep of its topics in the page: the
 * JSON-RPC history (requests the wallet sent, e.g. `wc_sessionSettle`, are kept 30 days once
 * answered; a `wc_sessionDelete` answered after the unsubscribe stays pending) and the relay
 * messages seen on them. Every connect/disconnect cycle grew the heap by these records (issue 13).
 */
export async function forgetSessionRecords(provider: WcProvider, topics: readonly string[]): Promise<void> {
  const { history, relayer } = provider.client.core;
  for (const topic of topics) {
    history?.delete(topic);
    await relayer.messages?.del(topic);
  }
}
