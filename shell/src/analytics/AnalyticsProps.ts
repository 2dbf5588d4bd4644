/** The `props` of a `POST /e` body (spec §7): an event, or an error report. */
export type AnalyticsProps =
  | { type: 'track'; event: AnalyticsEventName; properties?: Record<string, string | number | boolean | null> }
  | { type: 'error'; event: 'ERROR'; errorType: string; errorMessage: string; stackTrace?: string };

export type AnalyticsEventName = 'MODAL_OPEN' | 'MODAL_CLOSE' | 'CONNECT_SUCCESS' | 'CONNECT_ERROR' | 'DISCONNECT_SUCCESS';
