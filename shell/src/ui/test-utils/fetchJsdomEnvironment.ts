import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom plus the outer Node realm's fetch API, streams and encoders, which msw needs and
 * jsdom lacks (the idea of `jest-fixed-jsdom`). Use with the docblock
 * `@jest-environment ./src/ui/test-utils/fetchJsdomEnvironment.ts`.
 */
export default class FetchJsdomEnvironment extends JSDOMEnvironment {
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
  'Blob',
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
