import { nameCoinType, parseSendReceiver, useDebouncedValue, useGetAccountNameQuery, NAME_AVAILABILITY_DEBOUNCE_MS, type CaipNetworkId, type ChainNamespace } from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';

/** The receiver field read for the active family: nothing, an invalid entry, a name being resolved or not found, or an address to send to. */
export type ReceiverState =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'resolving'; name: string }
  | { status: 'notFound'; name: string }
  | { status: 'lookupFailed'; name: string }
  | { status: 'ready'; address: string; name?: string; imageUrl?: string };

/** Parses the receiver field and resolves a name with the names service (`GET /v1/profile/account/{name}`) for the active chain. */
export function useReceiver(input: string, namespace: ChainNamespace | null, caipNetworkId: CaipNetworkId | null): ReceiverState {
  const parsed = namespace ? parseSendReceiver(input, namespace) : ({ kind: 'invalid' } as const);
  const name = useDebouncedValue(parsed.kind === 'name' ? parsed.name : undefined, NAME_AVAILABILITY_DEBOUNCE_MS);
  const lookup = useGetAccountNameQuery(parsed.kind === 'name' && name === parsed.name ? name : skipToken);
  if (parsed.kind === 'empty') return { status: 'empty' };
  if (parsed.kind === 'invalid') return { status: 'invalid' };
  if (parsed.kind === 'address') return { status: 'ready', address: parsed.address };
  if (name !== parsed.name || lookup.isFetching || (!lookup.data && !lookup.isError)) return { status: 'resolving', name: parsed.name };
  if (lookup.isError) return { status: 'lookupFailed', name: parsed.name };
  const coinType = caipNetworkId ? nameCoinType(caipNetworkId) : undefined;
  const entry = coinType === undefined ? undefined : lookup.data?.registered?.addresses[String(coinType)];
  if (!entry) return { status: 'notFound', name: parsed.name };
  const avatar = lookup.data?.registered?.attributes.avatar;
  return { status: 'ready', address: entry.address, name: lookup.data?.name ?? parsed.name, ...(avatar ? { imageUrl: avatar } : {}) };
}
