import { array, boolean, nullable, object, string } from '../validation/guards.js';
import type { Check } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';
import type { IdentityResponse, NameLookupResponse, RegisteredName, ReverseResponse, SuggestionsResponse } from './profileContract.js';

const addresses: Check<RegisteredName['addresses']> = (value, path) => {
  // `object({})` refuses anything but a plain object; the coin types are the keys.
  object({})(value, path);
  const result: RegisteredName['addresses'] = {};
  for (const [coinType, entry] of Object.entries(value as Record<string, unknown>)) {
    result[coinType] = object({ address: string, created: string })(entry, `${path}.${coinType}`);
  }
  return result;
};

const attributes: Check<RegisteredName['attributes']> = (value, path) => {
  const { avatar, bio } = object({ avatar: nullable(string), bio: nullable(string) })(value ?? {}, path);
  return { ...(avatar === null ? {} : { avatar }), ...(bio === null ? {} : { bio }) };
};

const registeredName: Check<RegisteredName> = object({ name: string, addresses, attributes, createdAt: string });

/** `POST /v1/profile/account` (201). */
export const registeredNameSchema = /* @__PURE__ */ responseSchema((value): RegisteredName => registeredName(value, ''));

/** `GET /v1/profile/account/{name}`. */
export const nameLookupSchema = /* @__PURE__ */ responseSchema(
  (value): NameLookupResponse => object({ name: string, domain: string, available: boolean, registered: nullable(registeredName) })(value, ''),
);

/** `GET /v1/profile/reverse/{address}`. */
export const reverseSchema = /* @__PURE__ */ responseSchema((value): ReverseResponse => object({ names: array(registeredName) })(value, ''));

/** `GET /v1/profile/suggestions/{name}`: only the names are kept (every suggestion is free). */
export const suggestionsSchema = /* @__PURE__ */ responseSchema(
  (value): SuggestionsResponse => ({
    suggestions: object({ suggestions: array(object({ name: string })) })(value, '').suggestions.map(({ name }) => ({ name, registered: false as const })),
  }),
);

/** `GET /v1/identity/{address}`. */
export const identitySchema = /* @__PURE__ */ responseSchema(
  (value): IdentityResponse => object({ name: nullable(string), avatar: nullable(string) })(value, ''),
);
