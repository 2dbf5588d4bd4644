import { randomBytes } from 'node:crypto';
import { FarcasterConnectError } from '@foyer/kernel';
import { digestsEqual, randomToken, sha256Hex } from '../crypto/hashing.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { SocialIdentity } from '../auth/UserProvisioner.js';
import { createCustodyReader, type CustodyReader } from './createCustodyReader.js';
import { farcasterError } from './farcasterErrors.js';
import type { FarcasterOptions } from './resolveFarcasterOptions.js';
import { verifyFarcasterSignIn, type FarcasterSignIn } from './verifyFarcasterSignIn.js';

/** How long a Farcaster channel waits for its client. */
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60_000;
/** Channels open at once; past it new ones are refused (never evicted: that would end other people's sign-ins). */
export const MAX_FARCASTER_CHANNELS = 10_000;

type Channel = {
  nonce: string;
  frameSecretHash: string;
  expiresAt: number;
  identity?: SocialIdentity;
  waiters: Set<() => void>;
};

export type FarcasterCompletion = FarcasterSignIn & { channelToken: string; username: string };

/** What a Farcaster client reads from the channel URL: what its Sign-In with Ethereum message must say. */
export type FarcasterChannelDescription = {
  channelToken: string;
  nonce: string;
  /** The EIP-4361 `domain`: `host[:port]` of the secure site. */
  domain: string;
  /** The EIP-4361 `uri`: the secure site's origin. */
  siweUri: string;
  /** The EIP-4361 `chain-id`: the IdRegistry's chain. */
  chainId: number;
  /** The channel closes then; a message should not outlive it. */
  expirationTime: string;
  state: 'pending' | 'completed';
};

export type FarcasterChannelsOptions = {
  /** The IdRegistry to read custody from; without it Farcaster sign-in is off (FARCASTER_UNAVAILABLE). */
  farcaster?: FarcasterOptions | undefined;
  /** Default: `custodyOf` of `farcaster.idRegistryAddress` over `farcaster.rpcUrl`. */
  custodyOf?: CustodyReader;
  now?: () => number;
  /** Default `MAX_FARCASTER_CHANNELS` (tests shrink it). */
  maxChannels?: number;
};

/**
 * Sign in with Farcaster: the frame opens a channel; its URL (shown as a QR code) is read by a Farcaster client, which
 * signs an EIP-4361 message for this site, this channel's nonce and its fid with its custody key and posts it to
 * `/farcaster/complete`. The fid becomes the user's subject only once the IdRegistry confirms that the signing custody
 * address owns it (`verifyFarcasterSignIn`).
 */
export class FarcasterChannels {
  readonly #channels = new Map<string, Channel>();
  readonly #siteUrl: () => string;
  readonly #farcaster: FarcasterOptions | undefined;
  readonly #custodyOf: CustodyReader | undefined;
  readonly #now: () => number;
  readonly #maxChannels: number;

  constructor(siteUrl: () => string, options: FarcasterChannelsOptions = {}) {
    this.#siteUrl = siteUrl;
    this.#farcaster = options.farcaster;
    this.#custodyOf = options.custodyOf ?? (options.farcaster ? createCustodyReader(options.farcaster) : undefined);
    this.#now = options.now ?? Date.now;
    this.#maxChannels = options.maxChannels ?? MAX_FARCASTER_CHANNELS;
  }

  /** Whether sign-in can be verified at all (an IdRegistry is configured). */
  get enabled(): boolean {
    return this.#farcaster !== undefined;
  }

  #assertEnabled(): FarcasterOptions {
    if (this.#farcaster === undefined) throw farcasterError('FARCASTER_UNAVAILABLE');
    return this.#farcaster;
  }

  #get(channelToken: unknown): Channel | undefined {
    if (typeof channelToken !== 'string') return undefined;
    const channel = this.#channels.get(channelToken);
    return channel && channel.expiresAt > this.#now() ? channel : undefined;
  }

  /** Opens a channel; `frameSecret` is kept by the frame, the URL is public. */
  open(): { channelToken: string; frameSecret: string; url: string } {
    this.#assertEnabled();
    for (const [token, channel] of this.#channels) if (channel.expiresAt <= this.#now()) this.#channels.delete(token);
    if (this.#channels.size >= this.#maxChannels) throw new SecureSiteError(503, 'RATE_LIMITED', 'Rate Limited');
    const channelToken = randomToken();
    const frameSecret = randomToken();
    this.#channels.set(channelToken, {
      // EIP-4361 nonces are alphanumeric ([a-zA-Z0-9]{8,}): standard Sign-In libraries refuse others.
      nonce: randomBytes(12).toString('hex'),
      frameSecretHash: sha256Hex(frameSecret),
      expiresAt: this.#now() + FARCASTER_CHANNEL_TTL_MS,
      waiters: new Set(),
    });
    return { channelToken, frameSecret, url: new URL(`/farcaster/connect?channelToken=${channelToken}`, this.#siteUrl()).toString() };
  }

  /** What a Farcaster client reads from the channel URL. */
  describe(channelToken: unknown): FarcasterChannelDescription {
    const { chainId } = this.#assertEnabled();
    const channel = this.#get(channelToken);
    if (channel === undefined) throw farcasterError('FARCASTER_CHANNEL_NOT_FOUND');
    const site = new URL(this.#siteUrl());
    return {
      channelToken: channelToken as string,
      nonce: channel.nonce,
      domain: site.host,
      siweUri: site.origin,
      chainId,
      expirationTime: new Date(channel.expiresAt).toISOString(),
      state: channel.identity ? 'completed' : 'pending',
    };
  }

  /**
   * The client's completion, verified end to end (`verifyFarcasterSignIn`). A refusal throws its own catalogued error
   * and leaves the channel open for the genuine client.
   */
  async complete(completion: FarcasterCompletion): Promise<void> {
    const farcaster = this.#assertEnabled();
    const channel = this.#get(completion.channelToken);
    if (channel === undefined || channel.identity !== undefined || this.#custodyOf === undefined) throw farcasterError('FARCASTER_CHANNEL_NOT_FOUND');
    const site = new URL(this.#siteUrl());
    await verifyFarcasterSignIn(
      completion,
      { domain: site.host, origin: site.origin, nonce: channel.nonce, chainId: farcaster.chainId, now: new Date(this.#now()) },
      this.#custodyOf,
    );
    // Two genuine completions may race through the awaits above: the first one wins.
    if (this.#get(completion.channelToken) !== channel || channel.identity !== undefined) throw farcasterError('FARCASTER_CHANNEL_NOT_FOUND');
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
