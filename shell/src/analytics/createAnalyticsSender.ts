import { nanoid } from '@reduxjs/toolkit';
import type { ServicesState } from '@foyer/kernel';
import type { AnalyticsProps } from './AnalyticsProps.js';

export type AnalyticsSender = { send(props: AnalyticsProps): void; readonly stopped: boolean };

/**
 * Sends `POST /e` to the services base URL (spec §7) with `fetch(..., { keepalive: true })` (it
 * outlives the page, like `sendBeacon`, and gives the status; `sendBeacon` when fetch is missing).
 * The body goes as `text/plain`, a CORS-simple request: no preflight. The page URL is sent without
 * query and fragment (they may hold tokens). A 403 (origin not on the project's list) calls
 * `onForbidden` once and stops every later send.
 * @example
 * createAnalyticsSender({ services, onForbidden }).send({ type: 'track', event: 'MODAL_OPEN' })
 */
export function createAnalyticsSender({ services, onForbidden }: { services: () => ServicesState; onForbidden: () => void }): AnalyticsSender {
  let stopped = false;
  return {
    get stopped() {
      return stopped;
    },
    send(props) {
      if (stopped) return;
      const { apiUrl, projectId, sdkType, sdkVersion } = services();
      if (!projectId) return;
      const query = new URLSearchParams({ projectId, st: sdkType, sv: sdkVersion });
      const url = `${apiUrl}/e?${query.toString()}`;
      const body = JSON.stringify({
        eventId: nanoid(),
        url: `${location.origin}${location.pathname}`,
        domain: location.hostname,
        timestamp: Date.now(),
        props,
      });
      if (typeof fetch !== 'function') {
        navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
        return;
      }
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain;charset=UTF-8' } })
        .then((response) => {
          if (response.status !== 403 || stopped) return;
          stopped = true;
          onForbidden();
        })
        // Telemetry never disturbs the widget: a lost event is not worth a message.
        .catch(() => {});
    },
  };
}
