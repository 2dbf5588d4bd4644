import { randomBytes } from 'node:crypto';
import { FarcasterConnectError } from '@foyer/kernel';
import { digestsEqual, randomToken, sha256Hex } from '../crypto/hashing.js';
import { addWithinShares, releaseShare, type RecordParty } from '../addWithinShares.js';
import type { SessionBinding } from '../auth/SessionService.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { MemoryRecordStore } from '../state/MemoryRecordStore.js';
import type { RecordStore } from '../state/RecordStore.js';
import type { SocialIdentity } from '../auth/UserProvisioner.js';
import { createCustodyReader, type CustodyReader } from './createCustodyReader.js';
import { farcasterError } from './farcasterErrors.js';
import type { FarcasterOptions } from './resolveFarcasterOptions.js';
import { verifyFarcasterSignIn, type FarcasterSignIn } from './verifyFarcasterSignIn.js';

/** How long a Farcaster channel waits for its client. */
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60_000;
/** Channels open at once; past it new ones are refused (never evicted: that would end other people's sign-ins). */
export const MAX_FARCASTER_CHANNELS = 10_000;
/** Of those, most for one client address (its own oldest make room): one client cannot fill them for everyone. */
export const MAX_FARCASTER_CHANNELS_PER_CLIENT = 16;
/** Of those, most for one (project, page origin), refused past it: one app cannot fill them for every other app. */
export const MAX_FARCASTER_CHANNELS_PER_APP = 2_500;

/** An open channel, with the project and page origin the session it ends in is bound to (N11). */
type Channel = { nonce: string; frameSecretHash: string; expiresAt: number; projectId: string; appOrigin: string };

/** Open channels, and the identity of each completed one (a record of its own: the first completion wins). */
const CHANNEL = 'farcaster';
const COMPLETED = 'farcaster-done';
const CHANNEL_TOKEN = /^[\w-]{16,128}$/;

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
  /** Defaults `MAX_FARCASTER_CHANNELS`, `..._PER_CLIENT` and `..._PER_APP` (tests shrink them). */
  maxChannels?: number;
  maxChannelsPerClient?: number;
  maxChannelsPerApp?: number;
  /**
   * Where channels are kept (default: process memory). Shared, the frame's wait and the client's completion may
   * reach different instances: the completion wakes the waiter wherever it waits.
   */
  store?: RecordStore;
};

/**
 * Sign in with Farcaster: the frame opens a channel; its URL (shown as a QR code) is read by a Farcaster client, which
 * signs an EIP-4361 message for this site, this channel's nonce and its fid with its custody key and posts it to
 * `/farcaster/complete`. The fid becomes the user's subject only once the IdRegistry confirms that the signing custody
 * address owns it (`verifyFarcasterSignIn`).
 */
export class FarcasterChannels {
  readonly #store: RecordStore;
  readonly #siteUrl: () => string;
  readonly #farcaster: FarcasterOptions | undefined;
  readonly #custodyOf: CustodyReader | undefined;
  readonly #now: () => number;
  readonly #shares: { max: number; perClient: number; perApp: number };

  constructor(siteUrl: () => string, options: FarcasterChannelsOptions = {}) {
    this.#siteUrl = siteUrl;
    this.#farcaster = options.farcaster;
    this.#custodyOf = options.custodyOf ?? (options.farcaster ? createCustodyReader(options.farcaster) : undefined);
    this.#now = options.now ?? Date.now;
    this.#shares = {
      max: options.maxChannels ?? MAX_FARCASTER_CHANNELS,
      perClient: options.maxChannelsPerClient ?? MAX_FARCASTER_CHANNELS_PER_CLIENT,
      perApp: options.maxChannelsPerApp ?? MAX_FARCASTER_CHANNELS_PER_APP,
    };
    this.#store = options.store ?? new MemoryRecordStore(this.#now);
  }

  /** Whether sign-in can be verified at all (an IdRegistry is configured). */
  get enabled(): boolean {
    return this.#farcaster !== undefined;
  }

  #assertEnabled(): FarcasterOptions {
    if (this.#farcaster === undefined) throw farcasterError('FARCASTER_UNAVAILABLE');
    return this.#farcaster;
  }

  async #get(channelToken: unknown): Promise<Channel | undefined> {
    if (typeof channelToken !== 'string' || !CHANNEL_TOKEN.test(channelToken)) return undefined;
    const channel = await this.#store.get<Channel>(CHANNEL, channelToken);
    return channel && channel.expiresAt > this.#now() ? channel : undefined;
  }

  /** Opens a channel for `party`'s project and page origin; `frameSecret` is kept by the frame, the URL is public. */
  async open(party: RecordParty): Promise<{ channelToken: string; frameSecret: string; url: string }> {
    this.#assertEnabled();
    const channelToken = randomToken();
    const frameSecret = randomToken();
    const channel: Channel = {
      // EIP-4361 nonces are alphanumeric ([a-zA-Z0-9]{8,}): standard Sign-In libraries refuse others.
      nonce: randomBytes(12).toString('hex'),
      frameSecretHash: sha256Hex(frameSecret),
      expiresAt: this.#now() + FARCASTER_CHANNEL_TTL_MS,
      projectId: party.projectId,
      appOrigin: party.appOrigin,
    };
    if (!(await addWithinShares(this.#store, CHANNEL, channelToken, channel, channel.expiresAt, this.#shares, party))) {
      throw new SecureSiteError(503, 'RATE_LIMITED', 'Rate Limited');
    }
    return { channelToken, frameSecret, url: new URL(`/farcaster/connect?channelToken=${channelToken}`, this.#siteUrl()).toString() };
  }

  /** What a Farcaster client reads from the channel URL. */
  async describe(channelToken: unknown): Promise<FarcasterChannelDescription> {
    const { chainId } = this.#assertEnabled();
    const channel = await this.#get(channelToken);
    if (channel === undefined) throw farcasterError('FARCASTER_CHANNEL_NOT_FOUND');
    const site = new URL(this.#siteUrl());
    return {
      channelToken: channelToken as string,
      nonce: channel.nonce,
      domain: site.host,
      siweUri: site.origin,
      chainId,
      expirationTime: new Date(channel.expiresAt).toISOString(),
      state: (await this.#store.get(COMPLETED, channelToken as string)) !== undefined ? 'completed' : 'pending',
    };
  }

  /**
   * The client's completion, verified end to end (`verifyFarcasterSignIn`). A refusal throws its own catalogued error
   * and leaves the channel open for the genuine client.
   */
  async complete(completion: FarcasterCompletion): Promise<void> {
    const farcaster = this.#assertEnabled();
    const channel = await this.#get(completion.channelToken);
    const completed = channel && (await this.#store.get(COMPLETED, completion.channelToken));
    if (channel === undefined || completed !== undefined || this.#custodyOf === undefined) throw farcasterError('FARCASTER_CHANNEL_NOT_FOUND');
    const site = new URL(this.#siteUrl());
    await verifyFarcasterSignIn(
      completion,
      { domain: site.host, origin: site.origin, nonce: channel.nonce, chainId: farcaster.chainId, now: new Date(this.#now()) },
      this.#custodyOf,
    );
    // Two genuine completions may race through the awaits above (on one instance or two): the first one wins, and
    // its write wakes the frame's wait wherever it waits.
    // The fid is proven; the username is only the client's claim, and no fname registry is read to check it, so it is
    // not kept as the account's name (N11): an unverified name is never shown as the user's.
    const identity: SocialIdentity = { provider: 'farcaster', subject: String(completion.fid), email: null, userName: null };
    if (!(await this.#store.put(COMPLETED, completion.channelToken, identity, channel.expiresAt, 'absent'))) throw farcasterError('FARCASTER_CHANNEL_NOT_FOUND');
  }

  /**
   * Waits up to `waitMs` for the channel to complete; once it has (consuming the channel), the identity and the
   * project and page origin the session is to be bound to.
   */
  async waitFor(channelToken: unknown, frameSecret: unknown, waitMs: number): Promise<{ identity: SocialIdentity; binding: SessionBinding } | undefined> {
    const channel = await this.#get(channelToken);
    if (channel === undefined || typeof frameSecret !== 'string' || !digestsEqual(channel.frameSecretHash, sha256Hex(frameSecret))) {
      throw new SecureSiteError(400, 'INVALID_REQUEST', new FarcasterConnectError().shortMessage);
    }
    const token = channelToken as string;
    if ((await this.#store.waitFor(COMPLETED, token, waitMs)) === undefined) return undefined;
    // The channel is consumed: of two waits of the frame (one per instance), one gets the identity.
    const taken = await this.#store.take<Channel>(CHANNEL, token);
    if (taken === undefined) return undefined;
    await releaseShare(this.#store, CHANNEL, token, taken);
    const identity = await this.#store.take<SocialIdentity>(COMPLETED, token);
    return identity && { identity, binding: { projectId: taken.projectId, appOrigin: taken.appOrigin } };
  }
}
