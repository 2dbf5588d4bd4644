import { FOYER_DEV_COLLECTIONS, formatCaipAddress, type FoyerDevCollection, type Nft } from '@foyer/kernel';
import { decodeFunctionResult, encodeFunctionData, getAddress, parseAbi, type Address } from 'viem';
import type { ChainEntry } from '../chain/createChainRegistry.js';
import { rpcBatchRequest, type RpcOutcome } from '../chain/rpcBatchRequest.js';
import { decodeTokenMetadata } from './decodeTokenMetadata.js';

const ERC721_ABI = parseAbi([
  'function balanceOf(address holder) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
]);

/** Item ids looked at per collection (ids run 1..totalSupply on the dev contracts). */
export const MAX_ITEMS_PER_COLLECTION = 1_000;

type Read = { collection: FoyerDevCollection; functionName: 'balanceOf' | 'totalSupply' | 'ownerOf' | 'tokenURI'; args: readonly unknown[] };

function call({ collection, functionName, args }: Read): { method: string; params: unknown[] } {
  const data = encodeFunctionData({ abi: ERC721_ABI, functionName, args } as Parameters<typeof encodeFunctionData>[0]);
  return { method: 'eth_call', params: [{ to: collection.address, data }, 'latest'] };
}

/** The decoded return value of one read, undefined when it reverted or the contract is not there. */
function decoded(read: Read, outcome: RpcOutcome | undefined): unknown {
  if (!outcome?.ok || typeof outcome.result !== 'string' || outcome.result === '0x') return undefined;
  try {
    return decodeFunctionResult({ abi: ERC721_ABI, functionName: read.functionName, data: outcome.result as `0x${string}` });
  } catch {
    return undefined;
  }
}

async function readAll(chain: ChainEntry, reads: readonly Read[]): Promise<unknown[]> {
  const outcomes = await rpcBatchRequest({ chainId: chain.chainId, url: chain.rpcUrl }, reads.map(call));
  return reads.map((read, index) => decoded(read, outcomes[index]));
}

/**
 * The items `owner` holds in the dev chain's collections (the kernel's `FOYER_DEV_COLLECTIONS` on `chain`), read from
 * the chain in three JSON-RPC batches: `balanceOf` + `totalSupply`, then `ownerOf` of every id, then `tokenURI` of the
 * owned ones (JSON data URIs, decoded). Follows transfers and new mints; collection table order, then token id.
 */
export async function getDevChainNfts(chain: ChainEntry, owner: `0x${string}`): Promise<Nft[]> {
  const collections = FOYER_DEV_COLLECTIONS.filter((collection) => collection.caipNetworkId === chain.chainId);
  if (collections.length === 0) return [];
  const holder = getAddress(owner);

  const counts = collections.flatMap((collection): Read[] => [
    { collection, functionName: 'balanceOf', args: [holder] },
    { collection, functionName: 'totalSupply', args: [] },
  ]);
  const countValues = await readAll(chain, counts);
  const ownerReads = collections.flatMap((collection, index): Read[] => {
    const balance = countValues[index * 2];
    const supply = countValues[index * 2 + 1];
    if (typeof balance !== 'bigint' || balance === 0n || typeof supply !== 'bigint') return [];
    const last = supply < BigInt(MAX_ITEMS_PER_COLLECTION) ? Number(supply) : MAX_ITEMS_PER_COLLECTION;
    return Array.from({ length: last }, (_, id): Read => ({ collection, functionName: 'ownerOf', args: [BigInt(id + 1)] }));
  });
  const owners = await readAll(chain, ownerReads);
  const owned = ownerReads.filter((_, index) => typeof owners[index] === 'string' && getAddress(owners[index] as Address) === holder);

  const uriReads = owned.map((read): Read => ({ ...read, functionName: 'tokenURI' }));
  const uris = await readAll(chain, uriReads);
  return uriReads.map((read, index): Nft => {
    const tokenId = String(read.args[0]);
    const metadata = typeof uris[index] === 'string' ? decodeTokenMetadata(uris[index]) : { name: '', description: '', image: '' };
    const { collection } = read;
    return {
      collection: {
        address: formatCaipAddress(collection.caipNetworkId, collection.address),
        name: collection.name,
        symbol: collection.symbol,
        spam: collection.spam,
      },
      tokenId,
      name: metadata.name || `${collection.name} #${tokenId}`,
      image: metadata.image,
      description: metadata.description,
    };
  });
}
