import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';
import { dispatchJsonRpc, type MethodLookup } from './dispatchJsonRpc.js';
import { rpcErrorObject } from './rpcErrorObject.js';
import { stringifyJson } from './stringifyJson.js';

/** Largest JSON-RPC body accepted (a Solana transaction is at most 1232 bytes; batches stay far below). */
export const MAX_BODY_BYTES = 1_048_576;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
};

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType, 'cache-control': 'no-store' });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTTP side of the dev Solana node: `POST` any path with a JSON-RPC body (CORS `*`, so the demo's
 * wallet can call it from the page), `GET /health` -> `ok`, anything else 405.
 * @example
 * createServer(createRpcRequestListener((name) => methods[name]));
 */
export function createRpcRequestListener(lookup: MethodLookup): RequestListener {
  return (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (request.method === 'GET' && request.url === '/health') {
      send(response, 200, 'text/plain; charset=utf-8', 'ok');
      return;
    }
    if (request.method !== 'POST') {
      send(response, 405, 'text/plain; charset=utf-8', 'Used HTTP Method is not allowed. POST or OPTIONS is required');
      return;
    }
    readBody(request).then(
      (body) => {
        if (body === undefined) {
          const error = new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_REQUEST, `Request body larger than ${MAX_BODY_BYTES} bytes`);
          send(response, 413, 'application/json', stringifyJson({ jsonrpc: '2.0', id: null, error: rpcErrorObject(error) }));
          return;
        }
        send(response, 200, 'application/json', dispatchJsonRpc(body, lookup) ?? '');
      },
      () => response.destroy(),
    );
  };
}
