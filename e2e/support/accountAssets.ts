import { foyerDevChain } from '@foyer/kernel';
import { expect } from '@playwright/test';
import { anvilRpc } from './anvilRpc.js';

const SDK_QUERY = 'projectId=foyer-demo&st=foyer&sv=foyer-react-0.1.0';

const word = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0');

/** `ownerOf(tokenId)` of an ERC-721 read straight from the dev node, lower-cased. */
export async function erc721OwnerOf(anvilUrl: string, collection: string, tokenId: bigint): Promise<string> {
  const result = await anvilRpc<string>(anvilUrl, 'eth_call', [{ to: collection, data: `0x6352211e${tokenId.toString(16).padStart(64, '0')}` }, 'latest']);
  return `0x${result.slice(-40)}`.toLowerCase();
}

/** A native transfer with anvil's unlocked `eth_sendTransaction`, mined: its hash. */
export async function sendNative(anvilUrl: string, { from, to, value }: { from: string; to: string; value: bigint }): Promise<string> {
  const hash = await anvilRpc<string>(anvilUrl, 'eth_sendTransaction', [{ from, to, value: `0x${value.toString(16)}` }]);
  await expect.poll(() => anvilRpc<unknown>(anvilUrl, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
  return hash;
}

/**
 * Asks the services for `address`'s dev-chain balances with `forceUpdate`, so that the 30 s balance cache (spec §9)
 * holds what the node holds now, whatever earlier tests spent.
 */
export async function refreshServicesBalances(apiUrl: string, address: string): Promise<void> {
  const response = await fetch(`${apiUrl}/v1/account/${address}/balance?chainId=${foyerDevChain.caipNetworkId}&forceUpdate=true&${SDK_QUERY}`);
  expect(response.status, 'forced balance refresh').toBe(200);
}

/** Waits until the services' history of `address` on the dev chain lists `hash` (the indexer follows blocks). */
export async function waitForIndexed(apiUrl: string, address: string, hash: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/v1/account/${address}/history?chainId=${foyerDevChain.caipNetworkId}&${SDK_QUERY}`);
        const body = (await response.json()) as { data?: { id: string }[] };
        return body.data?.some((transaction) => transaction.id.toLowerCase() === hash.toLowerCase()) ?? false;
      },
      { message: `the history endpoint lists ${hash}`, timeout: 30_000 },
    )
    .toBe(true);
}
