import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF `info` of the record key: a key of its own, never the KEK itself (which encrypts the wallets' keys). */
const RECORD_KEY_INFO = 'foyer/secure-site/shared-record-integrity/v1';
const TAG_LENGTH = 43; // 32 bytes of HMAC-SHA256 in base64url

/**
 * Integrity of the records the secure site keeps outside its process (Redis): each is stored as
 * `<tag>.<json>`, the tag an HMAC-SHA256 over (kind, id, json) under a key derived from the KEK, which Redis never
 * sees. A record written by anything else, or moved to another id or kind, does not open.
 * @example
 * const seal = RecordSeal.fromSecret(kek.key);
 * seal.open('approval', id, seal.seal('approval', id, json)) // json
 */
export class RecordSeal {
  readonly #key: Buffer;

  private constructor(key: Buffer) {
    this.#key = key;
  }

  /** The seal keyed by HKDF-SHA256 of `secret` (the secure site's KEK). */
  static fromSecret(secret: Uint8Array): RecordSeal {
    return new RecordSeal(Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), RECORD_KEY_INFO, 32)));
  }

  #tag(kind: string, id: string, json: string): Buffer {
    // A JSON array keeps the three fields apart (no kind/id split can make another record's input).
    return createHmac('sha256', this.#key).update(JSON.stringify([kind, id, json])).digest();
  }

  /** `json` with its tag, as stored. */
  seal(kind: string, id: string, json: string): string {
    return `${this.#tag(kind, id, json).toString('base64url')}.${json}`;
  }

  /** The JSON of a stored record, or undefined when its tag does not verify. */
  open(kind: string, id: string, stored: string): string | undefined {
    if (stored.charAt(TAG_LENGTH) !== '.') return undefined;
    const tag = Buffer.from(stored.slice(0, TAG_LENGTH), 'base64url');
    const json = stored.slice(TAG_LENGTH + 1);
    const expected = this.#tag(kind, id, json);
    return tag.length === expected.length && timingSafeEqual(tag, expected) ? json : undefined;
  }
}
