import { InvalidTypeError, RequiredError, typeOf } from '../errors/schema.js';

/**
 * A check of one value at `path`: returns it typed, or throws `RequiredError` ('Required') /
 * `InvalidTypeError` ('Expected X, received Y'), the messages of spec §5. Hand-written (no zod):
 * the kernel's main entry is on the host page's first load.
 */
export type Check<Output> = (value: unknown, path: string) => Output;

function fail(expected: string, value: unknown, path: string): never {
  const at = path === '' ? {} : { path };
  if (value === undefined) throw new RequiredError(at);
  throw new InvalidTypeError({ expected, received: typeOf(value), ...at });
}

function primitive<Output>(name: string, test: (value: unknown) => boolean): Check<Output> {
  return (value, path) => (test(value) ? (value as Output) : fail(name, value, path));
}

export const string: Check<string> = /* @__PURE__ */ primitive('string', (value) => typeof value === 'string');
export const number: Check<number> = /* @__PURE__ */ primitive('number', Number.isFinite);
export const boolean: Check<boolean> = /* @__PURE__ */ primitive('boolean', (value) => typeof value === 'boolean');

/** null, or a missing field (optional catalogue fields), becomes null. */
export function nullable<Output>(check: Check<Output>): Check<Output | null> {
  return (value, path) => (value === undefined || value === null ? null : check(value, path));
}

/** Every item must pass; paths read `features[0].id`. */
export function array<Output>(item: Check<Output>): Check<Output[]> {
  return (value, path) => (Array.isArray(value) ? value.map((entry, index) => item(entry, `${path}[${index}]`)) : fail('array', value, path));
}

/** The listed fields, checked in order; other fields are left out. */
export function object<Shape extends Record<string, Check<unknown>>>(shape: Shape): Check<{ [Key in keyof Shape]: ReturnType<Shape[Key]> }> {
  return (value, path) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('object', value, path);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) result[key] = shape[key]!((value as Record<string, unknown>)[key], path === '' ? key : `${path}.${key}`);
    return result as { [Key in keyof Shape]: ReturnType<Shape[Key]> };
  };
}
