import { POPUP_HEIGHT_PX, POPUP_WIDTH_PX } from '@foyer/kernel';

let current: Window | null = null;

/**
 * Opens the 600x800 social login popup, blank for now (ConnectingSocial points it at the
 * provider). Call it from the click handler: browsers only allow popups on a user gesture.
 * @example
 * onClick={() => { openSocialPopup(); dispatch(viewPushed({ view: 'ConnectingSocial', data: { provider } })) }}
 */
export function openSocialPopup(win: Window = window): Window | null {
  current?.close();
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT_PX) / 2));
  current = win.open('', 'foyer-social-login', `popup=yes,width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=${left},top=${top}`);
  return current;
}

/** The popup opened last (it stays referenced until `forgetSocialPopup`). */
export function currentSocialPopup(): Window | null {
  return current;
}

/** Closes the popup, if still open, and forgets it. */
export function forgetSocialPopup(): void {
  if (current && !current.closed) current.close();
  current = null;
}
