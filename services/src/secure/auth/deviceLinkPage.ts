import type { DeviceLinkRequest } from '../../db/WalletDeviceRepository.js';
import { pageContentSecurityPolicy } from '../http/contentSecurityPolicy.js';
import { escapeHtml } from '../http/escapeHtml.js';
import { messages } from '../messages.js';

const PAGE_CSS =
  'body{font-family:system-ui,sans-serif;max-width:440px;margin:40px auto;padding:0 16px}dt{font-weight:600;margin-top:8px}dd{margin:0;word-break:break-word}button{margin-top:20px;padding:10px 16px}';

/** Policy of the device-link pages: no script at all, only their own `<style>` (by hash), the form may post only to this site, never framed. */
export const DEVICE_LINK_PAGE_POLICY = pageContentSecurityPolicy(PAGE_CSS);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(
    title,
  )}</title><style>${PAGE_CSS}</style></head><body>${body}</body></html>`;
}

/**
 * The page a device link opens: it says what would be approved (page origin, time, browser) and approves only when
 * its button POSTs the token back. A mail scanner that follows the link approves nothing.
 */
export function deviceLinkConfirmPage(token: string, request: DeviceLinkRequest): string {
  const text = messages.deviceLink;
  return page(
    text.confirmTitle,
    `<h1>${escapeHtml(text.confirmHeading)}</h1>
<p>${escapeHtml(text.confirmText)}</p>
<dl data-testid="device-link-details">
<dt>${escapeHtml(text.app)}</dt><dd data-testid="device-link-origin">${escapeHtml(request.appOrigin ?? text.unknown)}</dd>
<dt>${escapeHtml(text.requestedAt)}</dt><dd>${escapeHtml(new Date(request.requestedAt).toISOString().replace('T', ' ').slice(0, 16))} UTC</dd>
<dt>${escapeHtml(text.browser)}</dt><dd>${escapeHtml(request.userAgent?.slice(0, 300) || text.unknown)}</dd>
<dt>${escapeHtml(text.validUntil)}</dt><dd>${escapeHtml(new Date(request.expiresAt).toISOString().replace('T', ' ').slice(0, 16))} UTC</dd>
</dl>
<form method="post" action="/verify-device">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" data-testid="device-link-approve">${escapeHtml(text.approve)}</button>
</form>
<p>${escapeHtml(text.notYou)}</p>`,
  );
}

/** After the POST: approved (a login code is on its way) or refused. */
export function deviceLinkResultPage(approved: boolean): string {
  const text = messages.deviceLink;
  return approved
    ? page(text.approvedTitle, `<h1>${escapeHtml(text.approvedTitle)}</h1><p>${escapeHtml(text.approvedText)}</p>`)
    : page(text.invalidTitle, `<h1>${escapeHtml(text.invalidHeading)}</h1><p>${escapeHtml(text.invalidText)}</p>`);
}
