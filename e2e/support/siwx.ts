import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { DemoPage } from './DemoPage.js';
import { expect } from './fixtures.js';

/** What `POST /v1/sessions` (authenticate) answered, and the request itself (to replay it). */
export type CapturedSignIn = {
  request: Request;
  status: number;
  body: { token: string; session: { data: { accountAddress: string; chainId: string }; message: string; signature: string } };
};

/** Waits for the page's next authenticate request (`POST /v1/sessions`) and its answer. */
export async function captureSignIn(page: Page, start: () => Promise<void>): Promise<CapturedSignIn> {
  const requested = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/sessions');
  await start();
  const request = await requested;
  const response = await request.response();
  if (!response) throw new Error('The authenticate request got no answer');
  return { request, status: response.status(), body: (await response.json()) as CapturedSignIn['body'] };
}

/** `demo-siwx-status`: "Signed in as <address>" or "Not signed in". */
export async function expectSiwxStatus(demo: DemoPage, address: string | null): Promise<void> {
  await expect(demo.page.getByTestId('demo-siwx-status')).toHaveText(address ? `Signed in as ${address}` : 'Not signed in');
}

/**
 * Whether the service still lists a live session for `address` with `token`: `GET /v1/sessions/{address}`
 * answers 401 for a revoked token, or an empty list.
 */
export async function liveSessionCount(api: APIRequestContext, apiUrl: string, address: string, token: string): Promise<number> {
  const response = await api.get(`${apiUrl}/v1/sessions/${address}?projectId=foyer-demo`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status() === 401) return 0;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessions: unknown[] }).sessions.length;
}
