import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, test } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';
import { PROXY_STATS_PATH, startRoundRobinProxy, type RoundRobinProxy } from './roundRobinProxy.js';

const closers: (() => Promise<void>)[] = [];
after(async () => {
  for (const close of closers.reverse()) await close();
});

/** An upstream answering `name` and the request it saw, with a WebSocket echo prefixed by `name`. */
async function upstream(name: string): Promise<string> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name, method: request.method, url: request.url, body, forwardedFor: request.headers['x-forwarded-for'] ?? null }));
    });
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${data.toString()}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const address = server.address();
  assert.ok(address !== null && typeof address !== 'string');
  return `http://127.0.0.1:${address.port}`;
}

async function proxyOf(...upstreams: string[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy({ name: 'test', host: '127.0.0.1', port: 0 });
  for (const url of upstreams) proxy.add(url);
  closers.push(() => proxy.close());
  return proxy;
}

async function echo(url: string, text: string): Promise<string> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(text);
  const answer = await new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
  socket.close();
  return answer;
}

test('requests alternate between the upstreams, with method, path, body and X-Forwarded-For intact', async () => {
  const proxy = await proxyOf(await upstream('a'), await upstream('b'));
  const answers: { name: string; method: string; url: string; body: string; forwardedFor: string }[] = [];
  for (let index = 0; index < 4; index += 1) {
    const response = await fetch(`${proxy.url}/v1/x?i=${index}`, { method: 'POST', body: `body-${index}` });
    answers.push((await response.json()) as (typeof answers)[number]);
  }
  assert.deepEqual(answers.map((answer) => answer.name), ['a', 'b', 'a', 'b']);
  assert.deepEqual(answers[3], { name: 'b', method: 'POST', url: '/v1/x?i=3', body: 'body-3', forwardedFor: '127.0.0.1' });
  const stats = (await (await fetch(`${proxy.url}${PROXY_STATS_PATH}`)).json()) as { upstreams: { requests: number }[] };
  assert.deepEqual(stats.upstreams.map((item) => item.requests), [2, 2]);
});

test('WebSocket upgrades alternate too and carry frames both ways', async () => {
  const proxy = await proxyOf(await upstream('a'), await upstream('b'));
  const ws = proxy.url.replace(/^http:/, 'ws:');
  assert.deepEqual([await echo(ws, 'one'), await echo(ws, 'two')], ['a:one', 'b:two']);
  assert.deepEqual(proxy.stats().map((item) => item.upgrades), [1, 1]);
});

test('an upstream that refuses connections is skipped; none left answers 502', async () => {
  const dead = 'http://127.0.0.1:9';
  const proxy = await proxyOf(dead, await upstream('alive'));
  for (let index = 0; index < 2; index += 1) {
    const response = await fetch(`${proxy.url}/`);
    assert.equal(((await response.json()) as { name: string }).name, 'alive');
  }
  assert.equal(await echo(proxy.url.replace(/^http:/, 'ws:'), 'x'), 'alive:x');
  const none = await proxyOf(dead);
  assert.equal((await fetch(`${none.url}/`)).status, 502);
});
