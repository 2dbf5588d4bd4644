/** What a page embedding Foyer talks to besides its own origin: the services a strict policy names. */
export type FoyerCspSources = {
  /** Services API: catalogue, chain data, images, and the remotes' scripts (`remotesUrl` defaults under it). */
  apiUrl: string;
  /** WalletConnect relay (WebSocket). */
  relayUrl: string;
  /** Secure site: the embedded wallet's frame, and its API. */
  secureSiteUrl: string;
  /** Other endpoints the page's own code calls (the demo's dev wallets: anvil, the Solana node). */
  connectUrls?: readonly string[];
};

const origin = (url: string): string => new URL(url).origin;

/**
 * The recommended policy for a page embedding Foyer, with no 'unsafe-inline' anywhere: the page's
 * own scripts and styles by `nonce`, the remotes' scripts from the services API, fetches and
 * WebSockets only to the services, the secure site as the only frame. (The README's
 * "Content Security Policy" section shows it.)
 * @example
 * strictContentSecurityPolicy('r4nd0m', { apiUrl: 'https://api.example', relayUrl: 'wss://relay.example', secureSiteUrl: 'https://secure.example' })
 */
export function strictContentSecurityPolicy(nonce: string, sources: FoyerCspSources): string {
  const api = origin(sources.apiUrl);
  const secure = origin(sources.secureSiteUrl);
  const connect = new Set(["'self'", api, origin(sources.relayUrl), secure, ...(sources.connectUrls ?? []).map(origin)]);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${api}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${secure}`,
    `img-src 'self' data: ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `html` with `nonce` on each of its `<script>` and `<style>` elements. */
export function addNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])/giu, `<$1 nonce="${nonce}"`);
}
