import * as z from 'zod/mini';
import { SOCIAL_PROVIDERS } from '../constants.js';

const MAX_TEXT = 2_048;

/** A bounded string (every field has a length limit so an oversized message cannot stall a parser). */
export const Text = z.string().check(z.maxLength(MAX_TEXT));
/** Request id: `crypto.randomUUID()` on the widget side. */
export const RequestId = z.string().check(z.minLength(8), z.maxLength(128));
export const Email = z.email().check(z.maxLength(254));
/** A 6-digit one-time code. */
export const Otp = z.string().check(z.regex(/^\d{6}$/));
/** CAIP-2 id (`eip155:31337`) or a bare EVM chain id. */
export const ChainId = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number().check(z.int(), z.positive())]);
export const EmbeddedAccountType = z.enum(['eoa', 'smartAccount']);
/** OAuth providers opened in a popup (Farcaster has its own QR flow). */
export const PopupSocialProvider = z.enum(SOCIAL_PROVIDERS.filter((provider) => provider !== 'farcaster') as [
  Exclude<(typeof SOCIAL_PROVIDERS)[number], 'farcaster'>,
  ...Exclude<(typeof SOCIAL_PROVIDERS)[number], 'farcaster'>[],
]);
export const EmbeddedNamespace = z.enum(['eip155', 'solana']);

/** The user as the frame reports it (spec §3 "Connected user"); assignable to the kernel's `ConnectedUser`. */
export const FrameUser = z.object({
  email: z.optional(z.nullable(Email)),
  address: Text,
  chainId: ChainId,
  accounts: z.optional(
    z.array(z.object({ namespace: z.optional(EmbeddedNamespace), address: Text, type: EmbeddedAccountType })).check(z.maxLength(8)),
  ),
  userName: z.optional(z.nullable(Text)),
  preferredAccountType: z.optional(EmbeddedAccountType),
  smartAccountDeployed: z.optional(z.boolean()),
  socialProvider: z.optional(z.nullable(Text)),
});

export const ErrorPayload = z.object({ message: Text, code: z.optional(Text) });

export const ThemeSyncPayload = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: z.optional(z.record(z.string().check(z.maxLength(64)), z.union([Text, z.number()]))),
  w3mThemeVariables: z.optional(z.record(z.string().check(z.maxLength(64)), Text)),
});

export const DappDataPayload = z.object({
  metadata: z.optional(
    z.object({ name: Text, description: Text, url: Text, icons: z.array(Text).check(z.maxLength(16)) }),
  ),
  sdkVersion: Text,
  sdkType: Text,
  projectId: Text,
});

export const RpcRequestPayload = z.object({
  /** Checked against the allow-list by the frame (so a bad method gets the catalogued message, not a schema error). */
  method: z.string().check(z.maxLength(128)),
  params: z.optional(z.unknown()),
  chainNamespace: z.optional(EmbeddedNamespace),
  chainId: z.optional(ChainId),
});

export type FrameUser = z.infer<typeof FrameUser>;
export type FrameErrorPayload = z.infer<typeof ErrorPayload>;
export type ThemeSyncPayload = z.infer<typeof ThemeSyncPayload>;
export type DappDataPayload = z.infer<typeof DappDataPayload>;
export type RpcRequestPayload = z.infer<typeof RpcRequestPayload>;
export type PopupSocialProvider = z.infer<typeof PopupSocialProvider>;
