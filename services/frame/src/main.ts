import { APPROVAL_WINDOW_PATH, FRAME_ERROR_MESSAGES, FRAME_EVENT, isOriginAllowed, parseAppEvent, type AppEvent, type FrameRequestName } from '@foyer/kernel/frame';
import { createHandlers, toCaip, type FrameState, type HandlerContext } from './createHandlers.js';
import { createAllowedOrigins } from './createAllowedOrigins.js';
import { detectParentOrigin } from './parentOrigin.js';
import { SecureApiError, useParentOrigin, writeToken } from './secureApi.js';
import { startApprovalWindow } from './approvalWindow.js';

/** The frame page (`/frame`), embedded by the widget. */
function startFrame(): void {
  // The embedded-wallet frame: listens only to its parent window, only from the page origin it was opened for,
  // only for messages that pass the kernel's schema; answers only to that origin. Keys never reach this page:
  // every signature is made by the secure site's server with the session token kept in this origin's storage.
  const query = new URLSearchParams(location.search);
  const logEnabled = query.get('enableLogger') !== 'false';
  let parentOrigin = detectParentOrigin();

  function warn(message: string, detail?: unknown): void {
    if (logEnabled) console.warn(`[foyer frame] ${message}`, detail ?? '');
  }

  function post(message: object): void {
    if (parentOrigin !== undefined) window.parent.postMessage(message, parentOrigin);
  }

  const state: FrameState = {
    projectId: query.get('projectId') ?? '',
    chainId: toCaip(query.get('chainId') || 'eip155:1'),
    parentOrigin: () => parentOrigin ?? '',
    onSessionEnded: (reason) => {
      writeToken(null);
      post({ type: FRAME_EVENT.SESSION_UPDATE, payload: { isConnected: false, reason } });
    },
    onApprovalShown: (id, method, shown) => post({ type: FRAME_EVENT.APPROVAL_SHOWN, payload: { id, method, shown } }),
  };
  const handlers = createHandlers(state);
  const allowedOrigins = createAllowedOrigins(state.projectId, warn);
  void allowedOrigins.get();

  function nameOf(event: AppEvent): FrameRequestName {
    return event.type.slice('@w3m-app/'.length) as FrameRequestName;
  }

  async function handle(event: AppEvent): Promise<void> {
    const name = nameOf(event);
    try {
      if (!isOriginAllowed(parentOrigin, await allowedOrigins.get())) {
        throw new SecureApiError('ORIGIN_NOT_ALLOWED', FRAME_ERROR_MESSAGES.ORIGIN_NOT_ALLOWED);
      }
      const handler = handlers[name] as (payload: unknown, context: HandlerContext) => Promise<unknown>;
      const payload = await handler(event.payload, { id: event.id });
      post({ type: FRAME_EVENT[`${name}_SUCCESS`], id: event.id, payload });
    } catch (error) {
      const code = error instanceof SecureApiError ? error.code : 'FRAME_ERROR';
      const message = error instanceof Error && error.message ? error.message : 'An error occurred';
      if (code === 'SESSION_EXPIRED') state.onSessionEnded('SESSION_EXPIRED');
      post({ type: FRAME_EVENT[`${name}_ERROR`], id: event.id, payload: { code, message } });
    }
  }

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || window.parent === window) return;
    // Without ancestorOrigins/referrer, lock onto the first sender's origin; the allow-list still applies.
    if (parentOrigin === undefined) {
      parentOrigin = event.origin;
      useParentOrigin(event.origin);
    }
    if (event.origin !== parentOrigin) {
      warn('ignored a message from an unexpected origin', event.origin);
      return;
    }
    const message = parseAppEvent(event.data);
    if (message === undefined) {
      warn('ignored an invalid app event');
      return;
    }
    void handle(message);
  });

  // Every message names its target origin. The embedding page's origin comes from ancestorOrigins
  // (Chromium, Safari) or the referrer; a page that hides both (Referrer-Policy: no-referrer in a
  // browser without ancestorOrigins) gets no READY, and the widget reports the frame as not loaded.
  if (parentOrigin) window.parent.postMessage({ type: FRAME_EVENT.READY }, parentOrigin);
  else warn('the embedding page origin is unknown (no ancestorOrigins, no referrer): not announcing READY');
}

if (location.pathname === APPROVAL_WINDOW_PATH) startApprovalWindow();
else startFrame();
