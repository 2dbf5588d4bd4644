import { isAnyOf } from '@reduxjs/toolkit';
import {
  accountConnected,
  accountDisconnected,
  alertRaised,
  analyticsConfigSchema,
  connectingFailed,
  fetchServices,
  modalClosed,
  modalOpened,
  selectConnectionStatus,
  toastShown,
} from '@foyer/kernel';
import { invalidResponseMessage } from '../logging/invalidResponseMessage.js';
import type { AppStore } from '../store/makeStore.js';
import { createAnalyticsSender } from './createAnalyticsSender.js';
import { createErrorReportLimiter } from './createErrorReportLimiter.js';

/**
 * Analytics and error reporting (spec §7-§9), loaded only when the host opted in: asks
 * `/getAnalyticsConfig` and, when the project has analytics on, sends modal open/close, connect
 * success/error and disconnect events, and error reports (error toasts) at most 5 per rolling
 * 60 s. A 403 from `/e` shows 'Invalid App Configuration' once and stops sending. Returns a stop
 * function.
 * @example
 * const stop = startAnalytics(store)
 */
export function startAnalytics(store: AppStore, { now = Date.now }: { now?: () => number } = {}): () => void {
  let stopped = false;
  const unsubscribes: (() => void)[] = [];
  const sender = createAnalyticsSender({
    services: () => store.getState().services,
    onForbidden: () => {
      store.dispatch(alertRaised('INVALID_APP_CONFIGURATION'));
      stop();
    },
  });
  const limiter = createErrorReportLimiter({ now });

  // A plain request (RTK Query is not on the first load), as `catalogueApi.getAnalyticsConfig` would send it.
  void fetchServices(store.getState().services, '/getAnalyticsConfig', analyticsConfigSchema).then((result) => {
    if (result.error?.code === 'INVALID_RESPONSE') store.extra.logger.warn(invalidResponseMessage('getAnalyticsConfig', result.error));
    if (stopped || result.data?.isAnalyticsEnabled !== true) return;
    unsubscribes.push(
      store.startListening({
        matcher: isAnyOf(modalOpened, modalClosed, accountConnected, accountDisconnected, connectingFailed),
        effect: (action, api) => {
          if (modalOpened.match(action)) sender.send({ type: 'track', event: 'MODAL_OPEN' });
          else if (modalClosed.match(action)) sender.send({ type: 'track', event: 'MODAL_CLOSE' });
          else if (accountConnected.match(action)) {
            // accountConnected also reports an account change; only a new connection is a connect success.
            if (selectConnectionStatus(api.getOriginalState()) !== 'connected') {
              sender.send({ type: 'track', event: 'CONNECT_SUCCESS', properties: { connector: action.payload.connectorId } });
            }
          }
          else if (accountDisconnected.match(action)) sender.send({ type: 'track', event: 'DISCONNECT_SUCCESS' });
          else if (connectingFailed.match(action)) {
            sender.send({ type: 'track', event: 'CONNECT_ERROR', properties: { connector: action.payload.connectorId, status: action.payload.status } });
          }
        },
      }),
      store.startListening({
        actionCreator: toastShown,
        effect: (action) => {
          if (action.payload.variant !== 'error' || !limiter.tryTake()) return;
          sender.send({ type: 'error', event: 'ERROR', errorType: 'Toast', errorMessage: action.payload.message.slice(0, 1_024) });
        },
      }),
    );
  });

  function stop() {
    stopped = true;
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  }
  return stop;
}
