import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { FaultProxy, HUGE_BODY_BYTES } from '../support/faultProxy.js';

/** The fault harness itself, against a small loopback target (no browser). */
test.describe('fault proxy', () => {
  let target: ReturnType<typeof createServer>;
  let targetUrl: string;
  let proxy: FaultProxy;

  test.beforeEach(async () => {
    target = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url, host: req.headers.host, origin: req.headers.origin ?? null }));
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    proxy = await FaultProxy.start(targetUrl);
  });

  test.afterEach(async () => {
    await proxy.close();
    await new Promise((resolve) => target.close(resolve));
  });

  test('forwards by default with the target host and origin, and counts requests per path', async () => {
    const answer = (await (await fetch(`${proxy.url}/a?x=1`, { headers: { origin: proxy.url } })).json()) as Record<string, string>;
    expect(answer).toEqual({ path: '/a?x=1', host: new URL(targetUrl).host, origin: targetUrl });
    await fetch(`${proxy.url}/b`);
    expect([proxy.count('/a'), proxy.count('/b'), proxy.count(/^\/[ab]$/)]).toEqual([1, 1, 2]);
  });

  test('status faults for N requests (429 with Retry-After), then forwards again', async () => {
    proxy.inject({ path: '/limited', fault: { kind: 'status', status: 429, retryAfterSeconds: 7 }, times: 2 });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${proxy.url}/limited`);
      statuses.push(response.status);
      retryAfter ??= response.headers.get('retry-after');
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([429, 429, 200]);
    expect(retryAfter).toBe('7');
  });

  test('method and query patterns; malformed, wrong-shape and 10 MB bodies; clear() restores', async () => {
    proxy.inject({ path: /page=2/, method: 'GET', fault: { kind: 'malformed' } });
    proxy.inject({ path: '/shape', fault: { kind: 'wrongShape' } });
    proxy.inject({ path: '/huge', fault: { kind: 'huge' } });
    expect((await (await fetch(`${proxy.url}/list?page=1`)).json()).path).toBe('/list?page=1');
    await expect((await fetch(`${proxy.url}/list?page=2`)).json()).rejects.toThrow();
    expect((await fetch(`${proxy.url}/list?page=2`, { method: 'POST', body: '{}' })).status).toBe(200);
    expect(await (await fetch(`${proxy.url}/shape`)).json()).toEqual([1, 2, 3]);
    const huge = await (await fetch(`${proxy.url}/huge`)).text();
    expect(huge.length).toBeGreaterThan(HUGE_BODY_BYTES - 200_000);
    expect(Array.isArray(JSON.parse(huge))).toBe(true);
    proxy.clear();
    expect((await fetch(`${proxy.url}/shape`)).status).toBe(200);
    expect((await (await fetch(`${proxy.url}/shape`)).json()).path).toBe('/shape');
  });

  test('a hang never answers, and close() ends it at once', async () => {
    proxy.inject({ path: '/hang', fault: { kind: 'hang' } });
    const outcome = fetch(`${proxy.url}/hang`).then(
      () => 'answered',
      () => 'failed',
    );
    const early = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('pending'), 300))]);
    expect(early).toBe('pending');
    const closedAt = Date.now();
    await proxy.close();
    expect(await outcome).toBe('failed');
    expect(Date.now() - closedAt).toBeLessThan(1_000);
    proxy = await FaultProxy.start(targetUrl); // afterEach closes a live one
  });
});
