import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom plus Node's encoders and fetch API, which the kernel uses (EIP-55 checksums, RTK Query's
 * base query) and jsdom lacks. Use with the docblock
 * `@jest-environment ./src/test-utils/encodingJsdomEnvironment.ts`.
 */
export default class EncodingJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const target = this.global as unknown as Record<string, unknown>;
    const source = globalThis as unknown as Record<string, unknown>;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers']) {
      target[name] = source[name];
    }
  }
}
