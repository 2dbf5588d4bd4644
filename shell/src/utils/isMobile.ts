/**
 * Whether the page runs on a phone or tablet (for the opening rules of spec §2). False without
 * a browser.
 * @example
 * isMobile() // false on a desktop browser
 */
export function isMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof data?.mobile === 'boolean') return data.mobile;
  return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(navigator.userAgent);
}
