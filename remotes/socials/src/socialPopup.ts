import { openCenteredPopup } from '@foyer/kernel';

let current: Window | null = null;

/**
 * Opens the 600x800 social login popup, blank for now (ConnectingSocial points it at the
 * provider). Call it from the click handler: browsers only allow popups on a user gesture.
 * @example
 * onClick={() => { openSocialPopup(); dispatch(viewPushed({ view: 'ConnectingSocial', data: { provider } })) }}
 */
export function openSocialPopup(win: Window = window): Window | null {
  current?.close();
  current = openCenteredPopup('', 'foyer-social-login', win);
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
