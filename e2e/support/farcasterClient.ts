import { registerDevFid, type FarcasterChannelDescription } from '@foyer/services';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';

/** What the secure site's channel URL (`GET /farcaster/connect?channelToken=…`) answers. */
export type FarcasterChannelInfo = FarcasterChannelDescription;

/** The body a Farcaster client posts to `/farcaster/complete`. */
export type FarcasterCompletionBody = {
  channelToken: string;
  message: string;
  signature: `0x${string}`;
  custody: `0x${string}`;
  fid: number;
  username: string;
};

/** The secure site's answer to a completion, kept raw so tests can assert on refusals. */
export type FarcasterCompletionAnswer = { status: number; body: unknown; sent: FarcasterCompletionBody };

export type FarcasterClientOptions = {
  /** The fid the client claims (default: 0 until `register` gives the custody address a real one). */
  fid?: number;
  username?: string;
  /** The custody account the client claims (default: a fresh key). */
  custody?: PrivateKeyAccount;
  /**
   * The key that actually signs (default: `custody`). A different key forges the signature:
   * the message still names the custody address, but the secure site must refuse it.
   */
  signer?: PrivateKeyAccount;
};

/**
 * The Sign-In-With-Ethereum message (EIP-4361, viem's `createSiweMessage`) a Farcaster client signs
 * for a channel, in the shape Farcaster's AuthKit produces: statement "Farcaster Auth" and the fid
 * as the resource `farcaster://fid/<fid>`.
 *
 * @example
 * siweMessage(info, '0xf39F…', 42, new Date()); // "127.0.0.1:3120 wants you to sign in …\nNonce: …"
 */
export function siweMessage(info: FarcasterChannelInfo, custody: `0x${string}`, fid: number, issuedAt: Date): string {
  return createSiweMessage({
    domain: info.domain,
    address: custody,
    statement: 'Farcaster Auth',
    uri: info.siweUri,
    version: '1',
    chainId: info.chainId,
    nonce: info.nonce,
    issuedAt,
    expirationTime: new Date(info.expirationTime),
    resources: [`farcaster://fid/${fid}`],
  });
}

/**
 * A scripted Farcaster client (the phone app that scans the modal's QR code): it owns an fid on
 * the dev chain's IdRegistry (`register`), reads the channel the URI points at, signs an EIP-4361
 * message for it with its custody key (viem) and posts the completion to the secure site.
 *
 * @example
 * const client = await new FarcasterClient({ username: 'alice' }).register(stack.anvil);
 * const answer = await client.signIn(await page.getByTestId('farcaster-qr').getAttribute('data-uri'));
 * expect(answer.status).toBe(200);
 */
export class FarcasterClient {
  fid: number;
  readonly username: string;
  readonly custody: PrivateKeyAccount;
  readonly #signer: PrivateKeyAccount;

  constructor(options: FarcasterClientOptions = {}) {
    this.fid = options.fid ?? 0;
    this.username = options.username ?? `e2e-fc-${options.fid ?? Date.now()}`;
    this.custody = options.custody ?? privateKeyToAccount(generatePrivateKey());
    this.#signer = options.signer ?? this.custody;
  }

  /**
   * Registers the custody address on the dev IdRegistry (sent through anvil) and takes the new fid.
   *
   * @example
   * const client = await new FarcasterClient().register(stack.anvil); // client.fid === 7
   */
  async register(anvilUrl: string): Promise<this> {
    this.fid = Number(await registerDevFid({ rpcUrl: anvilUrl, custody: this.custody.address }));
    return this;
  }

  /**
   * GETs the channel URL shown in the QR code; throws with the answer when it is not a channel.
   *
   * @example
   * const info = await new FarcasterClient().readChannel(uri); // { nonce, domain, siweUri, state: 'pending', … }
   */
  async readChannel(uri: string): Promise<FarcasterChannelInfo> {
    const response = await fetch(uri, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as unknown;
    if (!response.ok || !isChannelInfo(body)) throw new Error(`Farcaster channel ${uri} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  /**
   * Reads the channel, signs an EIP-4361 message for it and posts the completion to `<channel origin>/farcaster/complete`.
   *
   * @example
   * const { status, body } = await new FarcasterClient().signIn(uri); // 200, { ok: true }
   */
  async signIn(uri: string): Promise<FarcasterCompletionAnswer> {
    const info = await this.readChannel(uri);
    const message = siweMessage(info, this.custody.address, this.fid, new Date());
    const sent: FarcasterCompletionBody = {
      channelToken: info.channelToken,
      message,
      signature: await this.#signer.signMessage({ message }),
      custody: this.custody.address,
      fid: this.fid,
      username: this.username,
    };
    const response = await fetch(new URL('/farcaster/complete', uri), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sent),
    });
    return { status: response.status, body: (await response.json()) as unknown, sent };
  }
}

function isChannelInfo(value: unknown): value is FarcasterChannelInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.channelToken === 'string' &&
    typeof info.nonce === 'string' &&
    typeof info.domain === 'string' &&
    typeof info.siweUri === 'string' &&
    typeof info.chainId === 'number' &&
    typeof info.expirationTime === 'string' &&
    (info.state === 'pending' || info.state === 'completed')
  );
}
