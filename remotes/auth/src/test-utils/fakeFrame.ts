import type { FrameRequestName } from '@foyer/kernel/frame';
import type { FrameMessenger } from '../frame/createFrameMessenger';

export type FakeFrameCall = { name: FrameRequestName; payload: unknown };

/**
 * A frame messenger for tests of the adapter and provider (the network boundary): answers from
 * `handlers` by request name, records every call.
 */
export function fakeFrame(handlers: Partial<Record<FrameRequestName, (payload: never) => unknown>> = {}) {
  const calls: FakeFrameCall[] = [];
  const messenger: FrameMessenger = {
    origin: 'http://127.0.0.1:46020',
    request: (async (name: FrameRequestName, payload: unknown) => {
      calls.push({ name, payload });
      const handler = handlers[name] as ((payload: unknown) => unknown) | undefined;
      if (!handler) throw new Error(`fakeFrame: no handler for ${name}`);
      return handler(payload);
    }) as FrameMessenger['request'],
    setVisible: () => {},
    place: jest.fn(),
    destroy: jest.fn(),
  };
  return { messenger, calls };
}
