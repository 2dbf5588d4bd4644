import { sdkQueryProperties } from '../api/querySchemas.js';

// Strings only: the handlers check CAIP-10 addresses, amounts and slippage themselves and answer the convert error codes.
const caip = { type: 'string', minLength: 1, maxLength: 256 } as const;
const amount = { type: 'string', minLength: 1, maxLength: 256 } as const;
const chainId = { type: 'string', minLength: 1, maxLength: 128 } as const;

export const tokensSchema = { querystring: { type: 'object', properties: { ...sdkQueryProperties, chainId }, required: ['chainId'] } } as const;

export const gasPriceSchema = tokensSchema;

export const quotesSchema = {
  querystring: {
    type: 'object',
    properties: { ...sdkQueryProperties, amount, userAddress: caip, from: caip, to: caip, gasPrice: { type: 'string', pattern: '^[0-9]{1,30}$' } },
    required: ['amount', 'userAddress', 'from', 'to'],
  },
} as const;

export const allowanceSchema = {
  querystring: { type: 'object', properties: { ...sdkQueryProperties, tokenAddress: caip, userAddress: caip }, required: ['tokenAddress', 'userAddress'] },
} as const;

export const buildApproveSchema = {
  querystring: { type: 'object', properties: { ...sdkQueryProperties, userAddress: caip, from: caip, to: caip, amount }, required: ['userAddress', 'from', 'to'] },
} as const;

export const buildTransactionSchema = {
  querystring: { type: 'object', properties: sdkQueryProperties },
  body: {
    type: 'object',
    properties: {
      projectId: { type: 'string', maxLength: 128 },
      amount,
      from: caip,
      to: caip,
      userAddress: caip,
      eip155: { type: 'object', properties: { slippage: { type: 'number' } } },
      disableEstimate: { type: 'boolean' },
    },
    required: ['amount', 'from', 'to', 'userAddress'],
  },
} as const;
