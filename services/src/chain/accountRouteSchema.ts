import { sdkQueryProperties } from '../api/querySchemas.js';

/** `{address}` of the `/v1/account/{address}/…` routes (checked for the chain's family by `parseAccountAddress`). */
export const accountParamsSchema = { type: 'object', properties: { address: { type: 'string' } }, required: ['address'] } as const;

/** The query every per-account chain read takes: the sdk parameters, `chainId` and the `forceUpdate` flag. */
export const accountQueryProperties = {
  ...sdkQueryProperties,
  chainId: { type: 'string', minLength: 1, maxLength: 64 },
  forceUpdate: { type: 'string', maxLength: 64 },
} as const;
