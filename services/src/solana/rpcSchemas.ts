import { isAddress, isSignature, type Address } from '@solana/kit';
import { z } from 'zod';

/** A base58 public key (what a Solana node accepts as `Pubkey`). */
export const addressSchema = z
  .string()
  .refine((value) => isAddress(value), 'Invalid param: not a base58 address')
  .transform((value) => value as Address);

/** A base58 transaction signature. */
export const signatureSchema = z.string().refine((value) => isSignature(value), 'Invalid param: not a base58 signature');

/** A u64 from JSON (a non-negative integer). */
export const u64Schema = z
  .union([z.number().int().nonnegative(), z.bigint().nonnegative()])
  .transform((value) => BigInt(value))
  .refine((value) => value < 2n ** 64n, 'Invalid param: exceeds u64');

export const commitmentSchema = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']);

/** `{ commitment?, minContextSlot? }`, what most read methods take last. */
export const commitmentConfigSchema = z
  .looseObject({ commitment: commitmentSchema.optional(), minContextSlot: u64Schema.optional() })
  .optional();

export const accountEncodingSchema = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed', 'binary']);

export const accountConfigSchema = z
  .looseObject({
    commitment: commitmentSchema.optional(),
    minContextSlot: u64Schema.optional(),
    encoding: accountEncodingSchema.optional(),
    dataSlice: z.object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() }).optional(),
  })
  .optional();

export type AccountConfig = z.output<typeof accountConfigSchema>;

export const wireEncodingSchema = z.enum(['base58', 'base64']);
