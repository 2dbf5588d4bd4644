import type { APIRequestContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** The seeded project whose names feature is on. */
export const NAMES_PROJECT = 'foyer-demo';
/** ENSIP-11 coin type of the dev chain (31337): `0x80000000 | 31337`, computed independently of the kernel. */
export const DEV_CHAIN_COIN_TYPE = (0x80000000 | 31337) >>> 0;

/** A label no earlier run used (the services' database may outlive a run). */
export function uniqueLabel(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

function url(api: string, path: string): string {
  return `${api}${path}${path.includes('?') ? '&' : '?'}projectId=${NAMES_PROJECT}`;
}

/** `GET /v1/identity/{address}` on the dev chain: the primary name, or null. */
export async function identityName(request: APIRequestContext, api: string, address: string): Promise<string | null> {
  const response = await request.get(url(api, `/v1/identity/${address}?chainId=eip155:31337`));
  if (!response.ok()) throw new Error(`identity: HTTP ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { name: string | null }).name;
}

/** `GET /v1/profile/reverse/{address}`: the address's names, primary first. */
export async function reverseNames(request: APIRequestContext, api: string, address: string): Promise<string[]> {
  const response = await request.get(url(api, `/v1/profile/reverse/${address}`));
  if (!response.ok()) throw new Error(`reverse: HTTP ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { names: { name: string }[] }).names.map(({ name }) => name);
}

/** `GET /v1/profile/account/{label}`: the full name (suffix included) the service resolves it to. */
export async function fullName(request: APIRequestContext, api: string, label: string): Promise<string> {
  const response = await request.get(url(api, `/v1/profile/account/${label}`));
  if (!response.ok()) throw new Error(`lookup: HTTP ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { name: string }).name;
}

/**
 * Registers `name` (full) for a fresh viem account through the API, as another user would:
 * personal_sign over the contract's JSON message. Returns the HTTP status and the service's body.
 */
export async function registerWithFreshAccount(request: APIRequestContext, api: string, name: string): Promise<{ status: number; body: unknown }> {
  const account = privateKeyToAccount(generatePrivateKey());
  // The deployment the names belong to, as the widget learns it: from the lookup.
  const lookup = await request.get(url(api, `/v1/profile/account/${encodeURIComponent(name)}`));
  const { domain } = (await lookup.json()) as { domain: string };
  const message = JSON.stringify({ name, domain, coinType: DEV_CHAIN_COIN_TYPE, address: account.address, timestamp: Date.now() });
  const signature = await account.signMessage({ message });
  const response = await request.post(url(api, '/v1/profile/account'), {
    data: { coin_type: DEV_CHAIN_COIN_TYPE, address: account.address, message, signature },
  });
  return { status: response.status(), body: await response.json() };
}
