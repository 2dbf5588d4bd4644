import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SolanaLedger } from './createSolanaLedger.js';
import type { RpcMethod } from './createSolanaRpcMethods.js';
import { createSubscriptionMethods } from './createSubscriptionMethods.js';
import { dispatchJsonRpc } from './dispatchJsonRpc.js';
import { MAX_BODY_BYTES } from './createRpcRequestListener.js';
import { stringifyJson } from './stringifyJson.js';

export type RpcWebSocket = {
  /** Serves WebSocket upgrades of `server` too (the node listens on its port and on port + 1). */
  attach(server: Server): void;
  /** Closes every open connection. */
  close(): Promise<void>;
};

/**
 * The PubSub side of the dev Solana node: each WebSocket connection gets its own subscriptions
 * (`signatureSubscribe`, `slotSubscribe`, `accountSubscribe`, ...) and may call the HTTP methods too.
 * @example
 * const sockets = createRpcWebSocket(ledger, methods);
 * sockets.attach(httpServer);
 */
export function createRpcWebSocket(ledger: SolanaLedger, methods: Readonly<Record<string, RpcMethod>>): RpcWebSocket {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  let subscriptionId = 0;

  server.on('connection', (socket: WebSocket) => {
    const subscriptions = createSubscriptionMethods(ledger, {
      nextId: () => ++subscriptionId,
      notify(method, subscription, result) {
        if (socket.readyState === socket.OPEN) socket.send(stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription } }));
      },
    });
    const lookup = (name: string): RpcMethod | undefined =>
      Object.hasOwn(subscriptions.methods, name) ? subscriptions.methods[name] : Object.hasOwn(methods, name) ? methods[name] : undefined;
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const answer = dispatchJsonRpc(data.toString(), lookup);
      if (answer !== undefined) socket.send(answer);
    });
    socket.on('close', () => subscriptions.close());
    socket.on('error', () => socket.terminate());
  });

  const onUpgrade = (request: IncomingMessage, duplex: Duplex, head: Buffer): void => {
    server.handleUpgrade(request, duplex, head, (socket) => server.emit('connection', socket, request));
  };

  return {
    attach(httpServer) {
      httpServer.on('upgrade', onUpgrade);
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
