import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { WebSocket } from 'ws';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Encode(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let text = '';
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** A client key like the SDK's: an Ed25519 key, its did:key and a relay-auth JWT signer. */
export type TestClientKey = {
  clientId: string;
  /** A JWT as the SDK signs it: iss, sub, aud, iat = now, exp = iat + `expiresInSeconds` (1 day). */
  jwt(aud: string, expiresInSeconds?: number): string;
  /** A JWT with exactly `claims` (iss added), signed by this key. */
  signClaims(claims: Record<string, unknown>): string;
};

/** A fresh client key (the identity a reconnecting client keeps). */
export function createClientKey(): TestClientKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  const clientId = `did:key:z${base58Encode(Uint8Array.from([0xed, 0x01, ...raw]))}`;
  const signClaims = (claims: Record<string, unknown>): string => {
    const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
    const data = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId, ...claims })}`;
    return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`;
  };
  return {
    clientId,
    signClaims,
    jwt: (aud, expiresInSeconds = 86_400) => {
      const iat = Math.floor(Date.now() / 1000);
      return signClaims({ sub: 'test', aud, iat, exp: iat + expiresInSeconds });
    },
  };
}

export type Frame = { jsonrpc?: string; id?: string | number | null; method?: string; params?: unknown; result?: unknown; error?: { code: number; message: string } };

export type SubscriptionFrame = {
  id: number;
  method: 'irn_subscription';
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string | null } };
};

/** A raw WebSocket JSON-RPC client of the relay that records every frame it gets. */
export class RelayTestClient {
  readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  private nextId = 1;
  /** Acknowledge each irn_subscription automatically (as the SDK does). */
  autoAck = true;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as Frame;
      this.frames.push(frame);
      if (frame.method === 'irn_subscription' && this.autoAck) this.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: true }));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /**
   * Connects to `url` as `key`'s client (a fresh key by default; auth JWT in the query with aud = `url`,
   * like the SDK), from `localAddress` when given (another loopback address is another IP).
   */
  static async open(url: string, options: { key?: TestClientKey; autoPong?: boolean; localAddress?: string } = {}): Promise<RelayTestClient> {
    const target = new URL(url);
    target.searchParams.set('projectId', 'test');
    target.searchParams.set('auth', (options.key ?? createClientKey()).jwt(url));
    const socket = new WebSocket(target, {
      autoPong: options.autoPong ?? true,
      ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RelayTestClient(socket);
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.socket.send(data, { binary });
  }

  /** Sends a request and resolves to the relay's response to it. */
  async request(method: string, params?: unknown): Promise<Frame> {
    const id = `${Date.now()}${this.nextId++}`;
    this.sendRaw(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    return this.waitFor((frame) => frame.id === id && frame.method === undefined);
  }

  /** The first recorded frame matching `predicate` (already received or arriving within `timeoutMs`). */
  async waitFor(predicate: (frame: Frame) => boolean, timeoutMs = 3_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The irn_subscription frames received so far (optionally for one topic). */
  deliveries(topic?: string): SubscriptionFrame[] {
    return this.frames.filter(
      (frame): frame is SubscriptionFrame =>
        frame.method === 'irn_subscription' && (topic === undefined || (frame as SubscriptionFrame).params.data.topic === topic),
    );
  }

  /** Resolves once `count` deliveries (for `topic`) arrived. */
  async waitForDeliveries(count: number, topic?: string, timeoutMs = 3_000): Promise<SubscriptionFrame[]> {
    await this.waitFor(() => this.deliveries(topic).length >= count, timeoutMs);
    return this.deliveries(topic);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** A random 32-byte topic as 64 hex digits. */
export function randomTopic(): string {
  return createHash('sha256').update(String(Math.random())).update(String(process.hrtime.bigint())).digest('hex');
}

/** Lets in-flight frames arrive (for "nothing else was delivered" checks). */
export async function settle(ms = 150): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** `client` subscribes to `topic`, receives `message` from `publisher`, acknowledges it (the relay has the ack) and disconnects. */
export async function receiveThenLeave(client: RelayTestClient, publisher: RelayTestClient, topic: string, message: string): Promise<void> {
  await client.request('irn_subscribe', { topic });
  await publisher.request('irn_publish', { topic, message, ttl: 300, tag: 0 });
  await client.waitForDeliveries(1, topic);
  await settle();
  await client.close();
}
