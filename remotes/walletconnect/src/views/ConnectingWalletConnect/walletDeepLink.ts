import { isSafeWalletLink, type Wallet } from '@foyer/kernel';

/**
 * The link that opens `wallet` on the pairing URI: on mobile its `mobile_link`, on desktop its
 * `desktop_link`, else its `webapp_link` (then any link it has), followed by `wc?uri=<uri>`.
 * Native schemes get `://` when they lack it; web links get a `/` before `wc`. Undefined when
 * the wallet has no link or its link's scheme is refused (`isSafeWalletLink`).
 * @example
 * walletDeepLink({ mobile_link: 'rainbow://', ... }, 'wc:a@2?x=1', true) // 'rainbow://wc?uri=wc%3Aa%402%3Fx%3D1'
 */
export function walletDeepLink(
  wallet: Pick<Wallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  uri: string,
  isMobile: boolean,
): string | undefined {
  const link = isMobile
    ? (wallet.mobile_link ?? wallet.webapp_link ?? wallet.desktop_link)
    : (wallet.desktop_link ?? wallet.webapp_link ?? wallet.mobile_link);
  // The catalogue answer is already sanitized; this keeps a link from any other source honest too.
  if (!link || !isSafeWalletLink(link)) return undefined;
  const query = `wc?uri=${encodeURIComponent(uri)}`;
  if (/^https?:\/\//i.test(link)) return `${link}${link.endsWith('/') ? '' : '/'}${query}`;
  const scheme = link.includes('://') ? link : `${link.replace(/[:/]*$/, '')}://`;
  return `${scheme}${query}`;
}

/** Whether a link leaves the page for a web app (opened in a new tab) rather than a native app. */
export function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}
