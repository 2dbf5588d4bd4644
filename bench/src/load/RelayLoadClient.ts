import { WebSocket, type RawData } from 'ws';
import type { TestClientKey } from '../../../services/src/relay/test-utils/relayTestClient.js';

export type RelayLoadClientOptions = {
  /** The client's name in the delivery ledger. */
  name: string;
  /** Its relay identity (kept across reconnects, as the SDK keeps its key). */
  key: TestClientKey;
  /** Loopback address the socket binds to (the relay's per-address limits see it). */
  localAddress: string;
  /** The relay to (re)connect to, asked at every connect. */
  relayUrl: () => string;
  /** Each `irn_subscription` the client gets (already acknowledged). */
  onMessage: (topic: string, message: string) => void;
};

type Pending = { frame: string; resolve: (result: unknown) => void; reject: (error: Error) => void };
type Frame = { id?: string | number; method?: string; params?: { data?: { topic?: string; message?: string } }; result?: unknown; error?: { message?: string } };

const RECONNECT_BASE_MS = 100;
const RECONNECT_JITTER_MS = 400;
const MAX_RECONNECT_ATTEMPTS = 20;

/**
 * A relay client as the WalletConnect SDK behaves on the wire, light enough to run a thousand in
 * one process: JSON-RPC requests answered by id, every `irn_subscription` acknowledged, and after an
 * unexpected close a reconnect (to whatever `relayUrl()` names then, with a fresh auth JWT for it),
 * its topics subscribed again and its unanswered requests sent again.
 */
export class RelayLoadClient {
  /** Unexpected closes followed by a successful reconnect. */
  reconnects = 0;
  private socket: WebSocket | undefined;
  private readonly pending = new Map<string, Pending>();
  private readonly topics = new Set<string>();
  private nextId = 1;
  private closed = false;

  constructor(readonly options: RelayLoadClientOptions) {}

  get name(): string {
    return this.options.name;
  }

  /** Requests sent and not answered yet. */
  get unanswered(): number {
    return this.pending.size;
  }

  async connect(): Promise<void> {
    const url = this.options.relayUrl();
    const target = new URL(url);
    target.searchParams.set('projectId', 'loadtest');
    target.searchParams.set('auth', this.options.key.jwt(url));
    const socket = new WebSocket(target, { localAddress: this.options.localAddress });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`relay refused the socket: HTTP ${response.statusCode}`)));
    });
    socket.on('error', () => undefined); // a 'close' follows
    socket.on('message', (data) => this.onFrame(data));
    socket.on('close', () => this.onClose(socket));
    this.socket = socket;
  }

  subscribe(topic: string): Promise<unknown> {
    this.topics.add(topic);
    return this.request('irn_subscribe', { topic });
  }

  publish(topic: string, message: string, tag: number): Promise<unknown> {
    return this.request('irn_publish', { topic, message, ttl: 300, tag });
  }

  close(): void {
    this.closed = true;
    this.socket?.terminate();
    for (const { reject } of this.pending.values()) reject(new Error('client closed'));
    this.pending.clear();
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = `${this.nextId++}`;
    const frame = JSON.stringify({ jsonrpc: '2.0', id, method, params });
    return new Promise((resolve, reject) => {
      this.pending.set(id, { frame, resolve, reject });
      // Without an open socket it goes out after the reconnect.
      if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(frame);
    });
  }

  private onFrame(data: RawData): void {
    const frame = JSON.parse(data.toString()) as Frame;
    if (frame.method === 'irn_subscription') {
      this.socket?.send(JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: true }));
      const { topic, message } = frame.params?.data ?? {};
      if (typeof topic === 'string' && typeof message === 'string') this.options.onMessage(topic, message);
      return;
    }
    const pending = frame.id === undefined ? undefined : this.pending.get(String(frame.id));
    if (pending === undefined) return;
    this.pending.delete(String(frame.id));
    if (frame.error === undefined) pending.resolve(frame.result);
    else pending.reject(new Error(frame.error.message ?? 'relay error'));
  }

  private onClose(socket: WebSocket): void {
    if (this.closed || socket !== this.socket) return;
    this.socket = undefined;
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS && !this.closed; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_BASE_MS * attempt + Math.random() * RECONNECT_JITTER_MS));
      try {
        await this.connect();
      } catch {
        continue;
      }
      if (this.closed) {
        this.socket?.terminate();
        return;
      }
      this.reconnects += 1;
      // Topics first: the relay answers a socket's frames in order, so its replay starts before the re-sent publishes.
      for (const topic of this.topics) this.socket?.send(JSON.stringify({ jsonrpc: '2.0', id: `${this.nextId++}`, method: 'irn_subscribe', params: { topic } }));
      for (const { frame } of this.pending.values()) this.socket?.send(frame);
      return;
    }
  }
}
