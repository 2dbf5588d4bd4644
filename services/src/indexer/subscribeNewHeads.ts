import WebSocket from 'ws';

export type NewHeadsSubscription = {
  /** Whether the node confirmed the subscription and the socket is still open. */
  active(): boolean;
  close(): void;
};

/** The WebSocket URL of an HTTP JSON-RPC URL (anvil serves both on one port). */
export function webSocketUrlOf(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * `eth_subscribe` `newHeads` over WebSocket: `onHead` runs on each new block. Never throws: a node without
 * WebSocket support, or a socket that drops, leaves `active()` false and calls `onClosed` (the caller polls).
 * @example
 * const heads = subscribeNewHeads('ws://127.0.0.1:8545', () => indexer.sync(), () => undefined);
 */
export function subscribeNewHeads(wsUrl: string, onHead: () => void, onClosed: () => void): NewHeadsSubscription {
  let subscribed = false;
  let closed = false;
  const socket = new WebSocket(wsUrl, { handshakeTimeout: 5_000 });
  socket.on('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] })));
  socket.on('message', (data) => {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    if ('method' in message && message.method === 'eth_subscription') {
      onHead();
    } else if ('id' in message && message.id === 1) {
      if ('result' in message && typeof message.result === 'string') subscribed = true;
      else socket.close();
    }
  });
  // An 'error' is always followed by 'close'.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    subscribed = false;
    if (!closed) onClosed();
    closed = true;
  });
  return {
    active: () => subscribed && socket.readyState === WebSocket.OPEN,
    close() {
      closed = true;
      subscribed = false;
      socket.terminate();
    },
  };
}
