import { FRAME_REQUEST_TIMEOUT_MS } from '@foyer/kernel';
import type { FrameRequestName } from '@foyer/kernel/frame';

/**
 * Requests that wait on the user elsewhere (the Farcaster client), on the user in the frame (the e-mail change, typed
 * there with two codes to fetch) or on the node (RPC after the user approved) have no time-out; every other request
 * times out after `FRAME_REQUEST_TIMEOUT_MS`.
 */
const WITHOUT_TIMEOUT: ReadonlySet<FrameRequestName> = new Set<FrameRequestName>(['RPC_REQUEST', 'CONNECT_FARCASTER', 'UPDATE_EMAIL']);

/**
 * Milliseconds after which request `name` fails with 'Embedded Wallet Request Timed Out', or undefined.
 * @example
 * requestTimeout('CONNECT_EMAIL') // 120000
 */
export function requestTimeout(name: FrameRequestName): number | undefined {
  return WITHOUT_TIMEOUT.has(name) ? undefined : FRAME_REQUEST_TIMEOUT_MS;
}
