type Listener = (...args: never[]) => void;

/** The `on` / `removeListener` / `emit` trio of an EIP-1193 provider. */
export type EventEmitter = {
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  emit(event: string, ...args: unknown[]): void;
};

/**
 * A minimal event emitter (a listener that throws does not stop the others).
 * @example
 * const events = createEventEmitter(); events.on('chainChanged', (id) => …); events.emit('chainChanged', '0x1')
 */
export function createEventEmitter(): EventEmitter {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (...values: unknown[]) => void)(...args);
        } catch {
          // A host listener's bug must not break the provider.
        }
      }
    },
  };
}
