import type { DeviceLinkRequest } from '../../db/WalletDeviceRepository.js';
import { escapeHtml } from '../http/escapeHtml.js';

/** Policy of the device-link pages: no script at all, the form may post only to this site, never framed. */
export const DEVICE_LINK_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(
    title,
  )}</title><style>body{font-family:system-ui,sans-serif;max-width:440px;margin:40px auto;padding:0 16px}dt{font-weight:600;margin-top:8px}dd{margin:0;word-break:break-word}button{margin-top:20px;padding:10px 16px}</style></head><body>${body}</body></html>`;
}

/**
 * The page a device link opens: it says what would be approved (page origin, time, browser) and approves only when
 * its button POSTs the token back. A mail scanner that follows the link approves nothing.
 */
export function deviceLinkConfirmPage(token: string, request: DeviceLinkRequest): string {
  return page(
    'Approve a new device',
    `<h1>Approve a new device?</h1>
<p>Someone asked to sign in to your Foyer wallet from a new device. Approve only if it was you.</p>
<dl data-testid="device-link-details">
<dt>App</dt><dd data-testid="device-link-origin">${escapeHtml(request.appOrigin ?? 'unknown')}</dd>
<dt>Requested at</dt><dd>${escapeHtml(new Date(request.requestedAt).toISOString().replace('T', ' ').slice(0, 16))} UTC</dd>
<dt>Browser</dt><dd>${escapeHtml(request.userAgent?.slice(0, 300) || 'unknown')}</dd>
<dt>Link valid until</dt><dd>${escapeHtml(new Date(request.expiresAt).toISOString().replace('T', ' ').slice(0, 16))} UTC</dd>
</dl>
<form method="post" action="/verify-device">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" data-testid="device-link-approve">Approve this device</button>
</form>
<p>If this was not you, close this page: nothing has been approved.</p>`,
  );
}

/** After the POST: approved (a login code is on its way) or refused. */
export function deviceLinkResultPage(approved: boolean): string {
  return approved
    ? page('Device approved', '<h1>Device approved</h1><p>A login code was e-mailed to you. Enter it in the app.</p>')
    : page('Device link invalid', '<h1>This link is invalid, expired or was already used</h1><p>Start the login again from the app.</p>');
}
