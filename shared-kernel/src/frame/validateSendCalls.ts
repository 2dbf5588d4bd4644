/** One call of `wallet_sendCalls` after validation. */
export type SendCall = { to: `0x${string}`; data: `0x${string}`; value?: `0x${string}` };

export type ValidateSendCallsReturnType = { ok: true; calls: SendCall[] } | { ok: false; reason: string };

function isHexPrefixed(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.startsWith('0x');
}

/**
 * Checks the `calls` of a `wallet_sendCalls` request (spec §5: each call's `to` and `data` start with 0x;
 * an optional `value` must be 0x-hex too). Never throws.
 * @example
 * validateSendCalls([{ to: '0x5aAe…', data: '0x' }]) // { ok: true, calls: [...] }
 * validateSendCalls([{ to: '5aAe…', data: '0x' }]).ok // false
 */
export function validateSendCalls(calls: unknown): ValidateSendCallsReturnType {
  if (!Array.isArray(calls) || calls.length === 0) return { ok: false, reason: 'calls must be a non-empty array' };
  const valid: SendCall[] = [];
  for (const [index, call] of calls.entries()) {
    if (typeof call !== 'object' || call === null) return { ok: false, reason: `call ${index} is not an object` };
    const { to, data, value } = call as Record<string, unknown>;
    if (!isHexPrefixed(to)) return { ok: false, reason: `call ${index}: 'to' must start with 0x` };
    if (!isHexPrefixed(data)) return { ok: false, reason: `call ${index}: 'data' must start with 0x` };
    if (value !== undefined && !isHexPrefixed(value)) return { ok: false, reason: `call ${index}: 'value' must start with 0x` };
    valid.push(value === undefined ? { to, data } : { to, data, value });
  }
  return { ok: true, calls: valid };
}

/**
 * The calls of `wallet_sendCalls` params (`[{ calls: [...] , ...}]`), validated.
 * @example
 * validateSendCallsParams([{ calls: [{ to: '0x…', data: '0x' }] }]).ok // true
 */
export function validateSendCallsParams(params: unknown): ValidateSendCallsReturnType {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  if (typeof first !== 'object' || first === null) return { ok: false, reason: 'params must be [{ calls }]' };
  return validateSendCalls((first as { calls?: unknown }).calls);
}
