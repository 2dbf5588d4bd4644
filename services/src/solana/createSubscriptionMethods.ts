import type { Address, EncodedAccount } from '@solana/kit';
import { z } from 'zod';
import type { CommitEvent, SolanaLedger } from './createSolanaLedger.js';
import { encodeAccount } from './encodeAccount.js';
import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';
import { parseParams } from './parseParams.js';
import type { RpcMethod } from './createSolanaRpcMethods.js';
import { stringifyJson } from './stringifyJson.js';
import { accountConfigSchema, addressSchema, commitmentSchema, signatureSchema, type AccountConfig } from './rpcSchemas.js';

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

type Subscription = (event: CommitEvent) => void;

/** What one WebSocket connection's subscriptions need from the server. */
export type SubscriptionSink = {
  /** Sends `{ jsonrpc, method, params: { result, subscription } }` to the connection. */
  notify(method: string, subscription: number, result: unknown): void;
  /** A process-wide subscription id (unique across connections, as on a node). */
  nextId(): number;
};

export type SubscriptionMethods = {
  methods: Record<string, RpcMethod>;
  /** Drops every subscription of the connection (call when it closes). */
  close(): void;
};

function emptyAccount(address: Address): EncodedAccount {
  return { address, executable: false, lamports: 0n as EncodedAccount['lamports'], programAddress: SYSTEM_PROGRAM, space: 0n, data: new Uint8Array(0) };
}

/**
 * The PubSub methods of one WebSocket connection: signatureSubscribe (one-shot, answered at once when
 * the signature already landed), slotSubscribe, accountSubscribe and their unsubscribes, fed by the
 * ledger's commit events.
 * @example
 * const { methods, close } = createSubscriptionMethods(ledger, { notify, nextId });
 * socket.on('close', close);
 */
export function createSubscriptionMethods(ledger: SolanaLedger, sink: SubscriptionSink): SubscriptionMethods {
  const subscriptions = new Map<number, { kind: string; onCommit: Subscription }>();
  const stopListening = ledger.onCommit((event) => {
    for (const subscription of [...subscriptions.values()]) subscription.onCommit(event);
  });

  const add = (kind: string, onCommit: (id: number, event: CommitEvent) => void): number => {
    const id = sink.nextId();
    subscriptions.set(id, { kind, onCommit: (event) => onCommit(id, event) });
    return id;
  };

  const unsubscribe =
    (kind: string): RpcMethod =>
    (params) => {
      const [id] = parseParams(z.tuple([z.number().int()]), params);
      if (subscriptions.get(id)?.kind !== kind) throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid subscription id.');
      subscriptions.delete(id);
      return true;
    };

  const notifySignature = (id: number, slot: bigint, err: unknown): void => {
    subscriptions.delete(id);
    sink.notify('signatureNotification', id, { context: { slot }, value: { err } });
  };

  const encodeCurrent = (address: Address, config: AccountConfig): ReturnType<typeof encodeAccount> =>
    encodeAccount(ledger.getAccount(address) ?? emptyAccount(address), config);

  return {
    methods: {
      signatureSubscribe(params) {
        const [signature] = parseParams(
          z.tuple([signatureSchema, z.looseObject({ commitment: commitmentSchema.optional(), enableReceivedNotification: z.boolean().optional() }).optional()]),
          params,
        );
        const id = add('signature', (subscription, event) => {
          if (event.signature === signature) notifySignature(subscription, event.slot, event.err);
        });
        const landed = ledger.signatureStatus(signature);
        // After the subscribe answer has gone out.
        if (landed !== null) setImmediate(() => subscriptions.has(id) && notifySignature(id, landed.slot, landed.err));
        return id;
      },
      signatureUnsubscribe: unsubscribe('signature'),
      slotSubscribe(params) {
        parseParams(z.tuple([]), params);
        return add('slot', (id, event) => sink.notify('slotNotification', id, { parent: event.slot - 1n, root: event.slot, slot: event.slot }));
      },
      slotUnsubscribe: unsubscribe('slot'),
      accountSubscribe(params) {
        const [address, config] = parseParams(z.tuple([addressSchema, accountConfigSchema]), params);
        let last = stringifyJson(encodeCurrent(address, config));
        return add('account', (id, event) => {
          const value = encodeCurrent(address, config);
          const text = stringifyJson(value);
          if (text === last) return;
          last = text;
          sink.notify('accountNotification', id, { context: { slot: event.slot }, value });
        });
      },
      accountUnsubscribe: unsubscribe('account'),
    },
    close() {
      subscriptions.clear();
      stopListening();
    },
  };
}
