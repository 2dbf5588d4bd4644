/** The `reducerPath` of `servicesApi`, the one RTK Query API of the services base URL. */
export const SERVICES_API_REDUCER_PATH = 'servicesApi';

/** A fulfilled query of `servicesApi` (an RTK Query `executeQuery` thunk action). */
export type ServicesQueryFulfilledAction = {
  type: string;
  payload: unknown;
  meta: { arg: { endpointName: string } };
};

/**
 * Whether `action` is a fulfilled query of one of `endpointNames` of `servicesApi` (plain or
 * infinite): what `catalogueApi.endpoints.getWallets.matchFulfilled` matches, without the API
 * object, so code on the page's first chunk can listen before RTK Query has loaded.
 * @example
 * startListening({ predicate: (action) => isServicesQueryFulfilled(action, ['getWallets']), effect })
 */
export function isServicesQueryFulfilled(action: unknown, endpointNames: readonly string[]): action is ServicesQueryFulfilledAction {
  const { type, meta } = (action ?? {}) as { type?: unknown; meta?: { arg?: { endpointName?: unknown } } };
  const endpointName = meta?.arg?.endpointName;
  return (
    type === `${SERVICES_API_REDUCER_PATH}/executeQuery/fulfilled` && typeof endpointName === 'string' && endpointNames.includes(endpointName)
  );
}
