/**
 * An unguessable request id (a v4 UUID), so a stray window cannot answer a pending request by guessing.
 * @example
 * const id = createFrameRequestId() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function createFrameRequestId(): string {
  return globalThis.crypto.randomUUID();
}
