import {
  DEFAULT_ONRAMP_OPTIONS,
  DEFAULT_ONRAMP_PROVIDER,
  ONRAMP_NAMESPACES,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectActiveNamespace,
  selectServices,
  useGetOnrampOptionsQuery,
  useGetOnrampProvidersQuery,
  type ChainNamespace,
  type FoyerState,
  type OnrampNetwork,
  type OnrampPaymentCurrency,
  type OnrampPaymentMethodLimit,
  type OnrampProvider,
  type OnrampPurchaseCurrency,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { selectOnramp } from './onrampSlice.js';

/** The namespaces onramp sells on (spec §9: EVM and Solana): the kernel's list. */
export const ONRAMP_FAMILIES: readonly ChainNamespace[] = ONRAMP_NAMESPACES;

/** A purchase currency on one network: a row of `view-OnRampTokenSelect`. */
export type OnrampTarget = { currency: OnrampPurchaseCurrency; network: OnrampNetwork };

/** The purchase currencies of `options` an account of `namespace` can receive. */
export function targetsFor(purchaseCurrencies: readonly OnrampPurchaseCurrency[], namespace: string | null): OnrampTarget[] {
  if (namespace === null) return [];
  return purchaseCurrencies.flatMap((currency) =>
    currency.networks.filter((network) => network.name.startsWith(`${namespace}:`)).map((network) => ({ currency, network })),
  );
}

/**
 * What every onramp view reads: the active account and family, the services endpoints, the onramp state, the providers
 * and the chosen provider's options — the built-in defaults when the service fails (spec §8, `optionsFallback`) — and
 * the resolved choices: target (the chosen one, else one on the active network, else the first), payment currency
 * and the limit of the chosen method.
 */
export function useOnrampContext() {
  const account = useSelector((state: FoyerState) => selectActiveAccount(state));
  const namespace = useSelector((state: FoyerState) => selectActiveNamespace(state));
  const caipNetworkId = useSelector((state: FoyerState) => selectActiveCaipNetworkId(state));
  const services = useSelector((state: FoyerState) => selectServices(state));
  const onramp = useSelector(selectOnramp);
  const supported = namespace !== null && ONRAMP_FAMILIES.includes(namespace);

  const providersQuery = useGetOnrampProvidersQuery(supported ? undefined : skipToken);
  const allProviders: OnrampProvider[] = providersQuery.data ?? (providersQuery.isError ? [DEFAULT_ONRAMP_PROVIDER] : []);
  const providers = allProviders.filter((provider) => namespace !== null && provider.namespaces.includes(namespace));
  const provider = providers.find((candidate) => candidate.id === onramp.providerId) ?? providers[0];

  const optionsQuery = useGetOnrampOptionsQuery(provider ? provider.id : skipToken);
  const optionsFallback = optionsQuery.isError;
  const options = optionsQuery.data ?? (optionsFallback ? DEFAULT_ONRAMP_OPTIONS : undefined);

  const targets = targetsFor(options?.purchaseCurrencies ?? [], namespace);
  const target =
    targets.find(({ currency, network }) => currency.id === onramp.purchaseCurrency && (onramp.network === null || network.name === onramp.network)) ??
    targets.find(({ network }) => network.name === caipNetworkId) ??
    targets[0];
  const paymentCurrencies: OnrampPaymentCurrency[] = options?.paymentCurrencies ?? [];
  const paymentCurrency = paymentCurrencies.find((candidate) => candidate.id === onramp.paymentCurrency) ?? paymentCurrencies[0];
  const limits: OnrampPaymentMethodLimit[] = paymentCurrency?.payment_method_limits ?? [];
  const limit = limits.find((candidate) => candidate.id === onramp.paymentMethod) ?? limits[0];

  return {
    address: account?.address,
    namespace,
    caipNetworkId,
    services,
    onramp,
    supported,
    providersQuery,
    providers,
    provider,
    optionsQuery,
    optionsFallback,
    options,
    targets,
    target,
    paymentCurrencies,
    paymentCurrency,
    limits,
    limit,
  };
}
