import { openCenteredPopup } from '@foyer/kernel';

let current: Window | null = null;

/**
 * Opens the provider's checkout in a 600×800 popup (blank until `url` is known: browsers only allow popups on a user
 * gesture, and the checkout URL arrives after a request). Null when the browser blocked it.
 * @example
 * const popup = openCheckoutPopup(); const { url } = await createUrl(...); if (popup) popup.location.href = url;
 */
export function openCheckoutPopup(url = '', win: Window = window): Window | null {
  forgetCheckoutPopup();
  current = openCenteredPopup(url, 'foyer-onramp-checkout', win);
  return current;
}

/** The checkout popup opened last, if any. */
export function currentCheckoutPopup(): Window | null {
  return current;
}

/** Closes the checkout popup, if still open, and forgets it. */
export function forgetCheckoutPopup(): void {
  if (current && !current.closed) current.close();
  current = null;
}

/**
 * A checkout URL the widget may open: on the services' own origin (the development provider), or https (a real one).
 * @example
 * isSafeCheckoutUrl('http://127.0.0.1:3010/onramp/checkout/p1', 'http://127.0.0.1:3010') // true
 */
export function isSafeCheckoutUrl(url: string, apiUrl: string): boolean {
  try {
    const target = new URL(url);
    return target.protocol === 'https:' || target.origin === new URL(apiUrl).origin;
  } catch {
    return false;
  }
}
