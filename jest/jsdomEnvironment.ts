import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * The test environment of every jsdom project (jest.config.ts): jsdom plus the outer Node
 * realm's fetch API, streams and encoders, which msw and the kernel (EIP-55 checksums, RTK
 * Query's base query) need and jsdom lacks (the idea of `jest-fixed-jsdom`).
 */
export default class FoyerJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const target = this.global as unknown as Record<string, unknown>;
    const source = globalThis as unknown as Record<string, unknown>;
    for (const name of NODE_GLOBALS) target[name] = source[name];
  }
}

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
] as const;
