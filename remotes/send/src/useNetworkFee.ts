import { useEffect, useState } from 'react';
import { estimateNetworkFee, type EstimateNetworkFeeParameters, type NetworkFee } from './estimateNetworkFee.js';

export type NetworkFeeState = { status: 'loading' } | ({ status: 'ready' } & NetworkFee) | { status: 'failed' };

/** The fee estimate of a send (`estimateNetworkFee`), read again when what it depends on changes; idle without parameters. */
export function useNetworkFee(parameters: EstimateNetworkFeeParameters | undefined): NetworkFeeState {
  const [state, setState] = useState<NetworkFeeState>({ status: 'loading' });
  const key = parameters
    ? [parameters.namespace, parameters.caipNetworkId, parameters.from, parameters.token.address ?? '', parameters.to ?? '', String(parameters.amount ?? '')].join('|')
    : '';
  useEffect(() => {
    if (!parameters) return undefined;
    let current = true;
    setState({ status: 'loading' });
    estimateNetworkFee(parameters).then(
      (fee) => current && setState({ status: 'ready', ...fee }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
    // The key covers every input of the estimate; `parameters` is a new object each render.
  }, [key]);
  return parameters ? state : { status: 'loading' };
}
