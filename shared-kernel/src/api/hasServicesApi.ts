import type { FoyerState, ServicesApiSlice } from '../store/createRootReducer.js';

/**
 * Whether `servicesApi` is injected into the store `state` comes from (the shell injects it when
 * RTK Query's code loads): then the API's selectors (`endpoint.select(args)(state)`) read it.
 * @example
 * const data = hasServicesApi(state) ? chainApi.endpoints.getBalance.select(args)(state).data : undefined
 */
export function hasServicesApi<state extends FoyerState>(state: state): state is state & ServicesApiSlice {
  return state.servicesApi !== undefined;
}
