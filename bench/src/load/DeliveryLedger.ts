/** What a ledger counted: every accepted message should reach its receiver exactly once. */
export type DeliveryCounts = {
  /** Messages the relay accepted, each for one receiver. */
  expected: number;
  /** Deliveries seen, repeats included. */
  delivered: number;
  /** Expected messages never delivered. */
  lost: number;
  /** Deliveries beyond the first of an expected message. */
  duplicated: number;
  /** Deliveries of a message nobody expected (wrong receiver, or never accepted). */
  unexpected: number;
};

/**
 * Counts relay deliveries against what was published: `expect` when the relay accepts a publish for
 * a receiver, `receive` for every `irn_subscription` that receiver gets.
 * @example
 * const ledger = new DeliveryLedger();
 * ledger.expect('wallet-1', 'pair-1:dapp:1');
 * ledger.receive('wallet-1', 'pair-1:dapp:1');
 * ledger.counts() // { expected: 1, delivered: 1, lost: 0, duplicated: 0, unexpected: 0 }
 */
export class DeliveryLedger {
  private readonly expected = new Set<string>();
  /** `receiver \n message` -> deliveries. */
  private readonly received = new Map<string, number>();

  expect(receiver: string, message: string): void {
    this.expected.add(`${receiver}\n${message}`);
  }

  /** A delivery; it may come before the publisher heard that its publish was accepted. */
  receive(receiver: string, message: string): void {
    const key = `${receiver}\n${message}`;
    this.received.set(key, (this.received.get(key) ?? 0) + 1);
  }

  /** Whether every expected message arrived at least once. */
  complete(): boolean {
    for (const key of this.expected) if (!this.received.has(key)) return false;
    return true;
  }

  /** The expected messages never delivered, as [receiver, message]. */
  missing(): [string, string][] {
    const missing: [string, string][] = [];
    for (const key of this.expected) {
      if (this.received.has(key)) continue;
      const [receiver = '', message = ''] = key.split('\n');
      missing.push([receiver, message]);
    }
    return missing;
  }

  /** The expected messages delivered more than once, as [receiver, message, deliveries]. */
  repeated(): [string, string, number][] {
    const repeated: [string, string, number][] = [];
    for (const [key, seen] of this.received) {
      if (seen < 2 || !this.expected.has(key)) continue;
      const [receiver = '', message = ''] = key.split('\n');
      repeated.push([receiver, message, seen]);
    }
    return repeated;
  }

  counts(): DeliveryCounts {
    let delivered = 0;
    let duplicated = 0;
    let unexpected = 0;
    for (const [key, seen] of this.received) {
      delivered += seen;
      if (this.expected.has(key)) duplicated += seen - 1;
      else unexpected += seen;
    }
    let lost = 0;
    for (const key of this.expected) if (!this.received.has(key)) lost += 1;
    return { expected: this.expected.size, delivered, lost, duplicated, unexpected };
  }
}
