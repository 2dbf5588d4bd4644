import { randomBytes } from 'node:crypto';
import { verifyMessage } from 'viem';
import { FarcasterConnectError } from '@foyer/kernel';
import { digestsEqual, randomToken, sha256Hex } from '../crypto/hashing.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { SocialIdentity } from '../auth/UserProvisioner.js';

/** How long a Farcaster channel waits for its client. */
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60_000;

type Channel = {
  nonce: string;
  frameSecretHash: string;
  expiresAt: number;
  identity?: SocialIdentity;
  waiters: Set<() => void>;
};

export type FarcasterCompletion = { channelToken: string; message: string; signature: `0x${string}`; custody: `0x${string}`; fid: number; username: string };

/**
 * Sign in with Farcaster, LOCAL edition: the frame opens a channel; its URL (shown as a QR code) is read by a
 * Farcaster client, which signs a SIWE-style message containing the channel nonce with its custody key and posts it
 * to `/farcaster/complete`. The signature is verified with viem; the fid becomes the user's subject.
 */
export class FarcasterChannels {
  readonly #channels = new Map<string, Channel>();
  readonly #siteUrl: string;
  readonly #now: () => number;

  constructor(siteUrl: string, now: () => number = Date.now) {
    this.#siteUrl = siteUrl;
    this.#now = now;
  }

  #get(channelToken: unknown): Channel | undefined {
    if (typeof channelToken !== 'string') return undefined;
    const channel = this.#channels.get(channelToken);
    return channel && channel.expiresAt > this.#now() ? channel : undefined;
  }

  /** Opens a channel; `frameSecret` is kept by the frame, the URL is public. */
  open(): { channelToken: string; frameSecret: string; url: string } {
    for (const [token, channel] of this.#channels) if (channel.expiresAt <= this.#now()) this.#channels.delete(token);
    const channelToken = randomToken();
    const frameSecret = randomToken();
    this.#channels.set(channelToken, {
      // EIP-4361 nonces are alphanumeric ([a-zA-Z0-9]{8,}): standard Sign-In libraries refuse others.
      nonce: randomBytes(12).toString('hex'),
      frameSecretHash: sha256Hex(frameSecret),
      expiresAt: this.#now() + FARCASTER_CHANNEL_TTL_MS,
      waiters: new Set(),
    });
    return { channelToken, frameSecret, url: new URL(`/farcaster/connect?channelToken=${channelToken}`, this.#siteUrl).toString() };
  }

  /** What a Farcaster client reads from the channel URL. */
  describe(channelToken: unknown): { channelToken: string; nonce: string; domain: string; siweUri: string; state: 'pending' | 'completed' } {
    const channel = this.#get(channelToken);
    if (channel === undefined) throw new SecureSiteError(404, 'NOT_FOUND', new FarcasterConnectError().shortMessage);
    const site = new URL(this.#siteUrl);
    return { channelToken: channelToken as string, nonce: channel.nonce, domain: site.host, siweUri: site.origin, state: channel.identity ? 'completed' : 'pending' };
  }

  /** The client's completion: the message must carry the nonce and be signed by `custody`. */
  async complete(completion: FarcasterCompletion): Promise<void> {
    const channel = this.#get(completion.channelToken);
    const fail = () => new SecureSiteError(400, 'INVALID_REQUEST', new FarcasterConnectError().shortMessage);
    if (channel === undefined || channel.identity !== undefined) throw fail();
    if (!completion.message.includes(`Nonce: ${channel.nonce}`)) throw fail();
    const valid = await verifyMessage({ address: completion.custody, message: completion.message, signature: completion.signature }).catch(() => false);
    if (!valid) throw fail();
    channel.identity = { provider: 'farcaster', subject: String(completion.fid), email: null, userName: completion.username };
    for (const wake of channel.waiters) wake();
  }

  /** Waits up to `waitMs` for the channel to complete; the identity once it has (consumes the channel). */
  async waitFor(channelToken: unknown, frameSecret: unknown, waitMs: number): Promise<SocialIdentity | undefined> {
    const channel = this.#get(channelToken);
    if (channel === undefined || typeof frameSecret !== 'string' || !digestsEqual(channel.frameSecretHash, sha256Hex(frameSecret))) {
      throw new SecureSiteError(400, 'INVALID_REQUEST', new FarcasterConnectError().shortMessage);
    }
    if (channel.identity === undefined) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, waitMs);
        function done() {
          clearTimeout(timer);
          channel?.waiters.delete(done);
          resolve();
        }
        channel.waiters.add(done);
      });
    }
    if (channel.identity === undefined) return undefined;
    this.#channels.delete(channelToken as string);
    return channel.identity;
  }
}
