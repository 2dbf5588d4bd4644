import { RELAYER_CONNECT_EVENT, type WcRelayer, type WcRelayProvider } from './WcProvider.js';

/** Relay providers already followed (the relayer makes a new one when it restarts its transport). */
const followed = new WeakSet<WcRelayProvider>();

/** A JSON-RPC response: an id, and a result or an error. */
function answeredId(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('id' in payload)) return undefined;
  if (!('result' in payload) && !('error' in payload)) return undefined;
  return String(payload.id);
}

function follow(provider: WcRelayProvider | undefined): void {
  // Until its socket first opens, the relayer holds an empty placeholder (`{}`) for its provider.
  if (typeof provider?.on !== 'function' || followed.has(provider)) return;
  followed.add(provider);
  provider.on('payload', (payload: unknown) => {
    const id = answeredId(payload);
    // The provider hands the response to the request's listener right after this event, in the same turn.
    if (id !== undefined) queueMicrotask(() => void provider.events.removeAllListeners(id));
  });
}

/**
 * The relay socket's JSON-RPC provider (`@walletconnect/jsonrpc-provider` 1.0.14, under the 2.21.8
 * core) waits for each request's response with `events.on(id)` and never removes that listener, so
 * every relay request it ever sent stays in the page with its parameters: subscribe, publish,
 * unsubscribe, and the ~2 KB encrypted session proposal of each pairing. Connect/disconnect cycles
 * grew the heap by them (issue 13). Once a response has reached its listener, the listener goes;
 * requests still waiting keep theirs. Follows the provider the relayer makes on each connection
 * (the first one included: when the SDK's `init` resolves, the socket may not be open yet).
 * @example
 * dropAnsweredRequestListeners(provider.client.core.relayer)
 */
export function dropAnsweredRequestListeners(relayer: WcRelayer): void {
  follow(relayer.provider);
  relayer.on(RELAYER_CONNECT_EVENT, () => follow(relayer.provider));
}
