import { BaseError } from '../errors/base.js';

/** One problem found in a service answer: a spec §5 message and where. */
export type SchemaIssue = { readonly message: string; readonly path?: readonly PropertyKey[] };

/** A Standard Schema (v1) validator, the shape RTK Query's `rawResponseSchema` takes. */
export type ResponseSchema<Output> = {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly SchemaIssue[] };
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
};

/**
 * A Standard Schema built from a parse function that throws the kernel's schema errors: RTK Query
 * validates with it without a schema library on the first load.
 * @example
 * const schema = responseSchema((value) => expectObject(value, 'response'))
 */
export function responseSchema<Output>(parse: (value: unknown) => Output): ResponseSchema<Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'foyer',
      validate(value) {
        try {
          return { value: parse(value) };
        } catch (error) {
          return { issues: [toIssue(error)] };
        }
      },
    },
  };
}

/**
 * The issue for an error a parse function threw (schema errors carry their path).
 * @example
 * toIssue(new RequiredError({ path: 'data[0].name' })) // { message: 'Required', path: ['data[0]', 'name'] }
 */
export function toIssue(error: unknown): SchemaIssue {
  const path = (error as { path?: unknown } | null)?.path;
  const message = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : 'Invalid';
  return typeof path === 'string' ? { message, path: path.split('.') } : { message };
}
