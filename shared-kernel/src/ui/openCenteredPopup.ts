import { POPUP_HEIGHT_PX, POPUP_WIDTH_PX } from '../constants.js';

/**
 * Opens a 600×800 popup centred over `win` (the social login, the onramp checkout); `url` may be blank and set later,
 * since browsers allow popups only on a user gesture and the real URL often arrives after a request. Null when blocked.
 * @example
 * const popup = openCenteredPopup('', 'foyer-social-login') // in the click handler
 */
export function openCenteredPopup(url: string, name: string, win: Window = window): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT_PX) / 2));
  return win.open(url, name, `popup=yes,width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=${left},top=${top}`);
}
