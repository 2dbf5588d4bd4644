import { createSelector } from '@reduxjs/toolkit';
import { CONNECT_METHOD_ORDER, CONNECT_METHOD_ORDER_INJECTED } from '../constants.js';
import { selectHasInjectedConnector, type ConnectorsState } from './connectorsSlice.js';
import { selectIsPaymentInProgress, type PayState } from '../pay/payState.js';
import { isFeatureEnabled } from './isFeatureEnabled.js';
import { selectFeatures, type OptionsState } from './optionsSlice.js';

export type ConnectMethod = (typeof CONNECT_METHOD_ORDER)[number];

type State = { connectors: ConnectorsState; options: OptionsState; pay?: PayState };

/**
 * The Connect view's method order (spec §2): email, social, wallet; wallet first when a browser
 * wallet is detected; `features.connectMethodsOrder` overrides. Disabled methods are left out
 * (email and social are off while pay is on, and while a payment is in progress: connecting from the
 * Pay view offers wallets only).
 * @example
 * useSelector(selectConnectMethodOrder) // ['wallet', 'email', 'social']
 */
export const selectConnectMethodOrder = /* @__PURE__ */ createSelector(
  [(state: State) => selectFeatures(state), (state: State) => selectHasInjectedConnector(state), (state: State) => selectIsPaymentInProgress(state)],
  (features, hasInjected, paying): ConnectMethod[] => {
    const order = features.connectMethodsOrder ?? (hasInjected ? CONNECT_METHOD_ORDER_INJECTED : CONNECT_METHOD_ORDER);
    const pay = paying || isFeatureEnabled(features, 'pay');
    return order.filter((method) => {
      if (method === 'email') return !pay && isFeatureEnabled(features, 'email');
      if (method === 'social') return !pay && isFeatureEnabled(features, 'socials');
      return true;
    });
  },
);
