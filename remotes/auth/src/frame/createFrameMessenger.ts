import { ALERTS, FRAME_LOAD_TIMEOUT_MS, FRAME_Z_INDEX, type AlertCode, type BridgeLogger } from '@foyer/kernel';
import {
  APP_EVENT,
  FRAME_EVENT,
  createFrameRequestId,
  frameOrigin,
  parseFrameEvent,
  type FrameErrorCode,
  type FrameEvent,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameResponsePayload,
  type FrameApprovalShownEvent,
  type FrameSessionUpdateEvent,
} from '@foyer/kernel/frame';
import { messages } from '../messages.js';
import { FrameRequestError } from './FrameRequestError.js';
import { requestTimeout } from './requestTimeout.js';

/** Frame error codes that also raise a once-only alert. */
const ALERT_BY_FRAME_CODE: Partial<Record<FrameErrorCode, AlertCode>> = {
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  UNVERIFIED_DOMAIN: 'UNVERIFIED_DOMAIN',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
};

export type FrameMessengerParameters = {
  /** The frame page URL (`buildFrameUrl`); its origin is the only one answers are accepted from. */
  url: string;
  logger: BridgeLogger;
  /** Raises a once-only alert (load failure, time-out, origin not allowed, ...). */
  onAlert(code: AlertCode): void;
  /** The frame's unsolicited session updates (signed out elsewhere, session expired). */
  onSessionUpdate?(event: FrameSessionUpdateEvent): void;
  /** The frame shows (or stopped showing) its own approval UI for an RPC request. */
  onApprovalShown?(event: FrameApprovalShownEvent): void;
  /** Where the hidden iframe is appended (document.body by default). */
  container?: HTMLElement;
  /**
   * The iframe's accessible name, read again each time it is shown (the page's language may have changed).
   * By default the auth remote's `approveTransaction.frameLabel` message ("Secure approval window").
   */
  title?: () => string;
  loadTimeoutMs?: number;
};

export type FrameMessenger = {
  /** Sends request `name` once the frame is ready; resolves with its `_SUCCESS` payload. */
  request<Name extends FrameRequestName>(name: Name, payload: FrameRequestPayload<Name>): Promise<FrameResponsePayload<Name>>;
  /** Shows the iframe above everything (z-index `FRAME_Z_INDEX`), or hides it again. */
  setVisible(visible: boolean): void;
  /** Shows the iframe over `area` (viewport pixels, z-index `FRAME_Z_INDEX`), or hides it for `null`. */
  place(area: { top: number; left: number; width: number; height: number } | null): void;
  /** The secure-site origin messages must come from. */
  readonly origin: string;
  /** Removes the iframe and its listener; pending requests reject. */
  destroy(): void;
};

type Pending = {
  name: FrameRequestName;
  resolve(payload: unknown): void;
  reject(error: FrameRequestError): void;
  timer: ReturnType<typeof setTimeout> | undefined;
};

const HIDDEN_STYLE = 'position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;';
const SHOWN_STYLE = `position:fixed;top:0;left:0;width:100%;height:100%;border:0;opacity:1;z-index:${FRAME_Z_INDEX};`;

/**
 * The widget's side of the embedded-wallet frame: a hidden iframe on the secure site and a
 * request/response channel over `postMessage`, matched by request id. Every message is checked
 * for its origin (the secure site), its source (this iframe) and its schema; anything else is
 * ignored with a warning. The frame must say READY within `FRAME_LOAD_TIMEOUT_MS`, and each
 * request answer within its time-out, or the matching alert is raised.
 * @example
 * const messenger = createFrameMessenger({ url: buildFrameUrl({ ... }), logger, onAlert })
 * const { action } = await messenger.request('CONNECT_EMAIL', { email })
 */
export function createFrameMessenger({
  url,
  logger,
  onAlert,
  onSessionUpdate,
  onApprovalShown,
  container = document.body,
  loadTimeoutMs = FRAME_LOAD_TIMEOUT_MS,
  title = () => messages.approveTransaction.frameLabel,
}: FrameMessengerParameters): FrameMessenger {
  const origin = frameOrigin(url);
  const pending = new Map<string, Pending>();
  const iframe = document.createElement('iframe');
  iframe.src = url;
  iframe.title = title();
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.dataset['foyerFrame'] = '';
  iframe.style.cssText = HIDDEN_STYLE;

  let state: 'loading' | 'ready' | 'failed' | 'destroyed' = 'loading';
  let markReady: () => void = () => {};
  let markFailed: (error: FrameRequestError) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  // Requests awaiting `ready` handle its rejection; this keeps an unobserved failure quiet.
  ready.catch(() => {});

  const loadTimer = setTimeout(() => {
    if (state !== 'loading') return;
    state = 'failed';
    onAlert('IFRAME_LOAD_FAILED');
    markFailed(
      new FrameRequestError({ message: ALERTS.EMBEDDED_WALLET_LOAD_FAILED.shortMessage, frameCode: 'LOAD_FAILED' }),
    );
  }, loadTimeoutMs);

  const settle = (id: string, event: FrameEvent & { payload: unknown }, succeeded: boolean) => {
    const entry = pending.get(id);
    if (!entry) {
      logger.warn('The embedded wallet answered a request that is not pending; ignored.', event.type);
      return;
    }
    if (event.type !== (succeeded ? FRAME_EVENT[`${entry.name}_SUCCESS`] : FRAME_EVENT[`${entry.name}_ERROR`])) {
      logger.warn('The embedded wallet answered a request with the wrong message type; ignored.', event.type);
      return;
    }
    pending.delete(id);
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    if (succeeded) {
      entry.resolve(event.payload);
      return;
    }
    const { message, code } = event.payload as { message: string; code?: string };
    const frameCode = code as FrameErrorCode | undefined;
    const alert = frameCode === undefined ? undefined : ALERT_BY_FRAME_CODE[frameCode];
    if (alert) onAlert(alert);
    entry.reject(new FrameRequestError({ message, frameCode }));
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) {
      // Pages post all kinds of messages; only ones dressed as frame messages deserve a warning.
      if (isFrameLike(event.data)) logger.warn(`Ignored a frame message from ${event.origin}: not the secure site.`);
      return;
    }
    const message = parseFrameEvent(event.data);
    if (!message) {
      logger.warn('Ignored an invalid message from the embedded wallet.');
      return;
    }
    if (message.type === FRAME_EVENT.READY) {
      if (state === 'loading') {
        state = 'ready';
        clearTimeout(loadTimer);
        markReady();
      }
      return;
    }
    if (message.type === FRAME_EVENT.APPROVAL_SHOWN) {
      onApprovalShown?.(message);
      return;
    }
    if (message.type === FRAME_EVENT.SESSION_UPDATE) {
      if (message.payload.reason === 'SESSION_EXPIRED') onAlert('SESSION_EXPIRED');
      onSessionUpdate?.(message);
      return;
    }
    settle(message.id, message, message.type.endsWith('_SUCCESS'));
  };

  window.addEventListener('message', onMessage);
  container.appendChild(iframe);

  const send = async <Name extends FrameRequestName>(
    name: Name,
    payload: FrameRequestPayload<Name>,
  ): Promise<FrameResponsePayload<Name>> => {
    await ready;
    if (state === 'destroyed') throw new FrameRequestError({ message: ALERTS.EMBEDDED_WALLET_LOAD_FAILED.shortMessage });
    const id = createFrameRequestId();
    return new Promise<FrameResponsePayload<Name>>((resolve, reject) => {
      const timeoutMs = requestTimeout(name);
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              if (!pending.delete(id)) return;
              onAlert('IFRAME_REQUEST_TIMEOUT');
              reject(new FrameRequestError({ message: ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage, frameCode: 'TIMEOUT' }));
            }, timeoutMs);
      pending.set(id, { name, resolve: resolve as (payload: unknown) => void, reject, timer });
      iframe.contentWindow?.postMessage({ type: APP_EVENT[name], id, payload }, origin);
    });
  };

  return {
    origin,
    request: send,
    setVisible(visible) {
      if (visible) iframe.title = title();
      iframe.style.cssText = visible ? SHOWN_STYLE : HIDDEN_STYLE;
      iframe.setAttribute('aria-hidden', String(!visible));
    },
    place(area) {
      if (area === null) {
        iframe.style.cssText = HIDDEN_STYLE;
        iframe.setAttribute('aria-hidden', 'true');
        iframe.tabIndex = -1;
        return;
      }
      const { top, left, width, height } = area;
      iframe.title = title();
      iframe.style.cssText = `position:fixed;top:${top}px;left:${left}px;width:${width}px;height:${height}px;border:0;opacity:1;z-index:${FRAME_Z_INDEX};`;
      iframe.setAttribute('aria-hidden', 'false');
      iframe.tabIndex = 0;
    },
    destroy() {
      state = 'destroyed';
      clearTimeout(loadTimer);
      window.removeEventListener('message', onMessage);
      iframe.remove();
      for (const [id, entry] of pending) {
        if (entry.timer !== undefined) clearTimeout(entry.timer);
        pending.delete(id);
        entry.reject(new FrameRequestError({ message: ALERTS.EMBEDDED_WALLET_LOAD_FAILED.shortMessage }));
      }
      markFailed(new FrameRequestError({ message: ALERTS.EMBEDDED_WALLET_LOAD_FAILED.shortMessage }));
    },
  };
}

function isFrameLike(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const type: unknown = (data as { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith('@w3m-frame/');
}
