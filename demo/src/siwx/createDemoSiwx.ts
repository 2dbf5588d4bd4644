import { FoyerSiwx, type SIWXSession } from '@foyer/shell/siwx';

/** The demo's sign-in config: the ready `FoyerSiwx`, telling the page when its sessions change. */
export class DemoSiwx extends FoyerSiwx {
  readonly #listeners = new Set<() => void>();

  /** Calls `listener` after every sign-in and sign-out; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  override async addSession(session: SIWXSession): Promise<void> {
    await super.addSession(session);
    this.#notify();
  }

  override async revokeSession(chainId: string, address: string): Promise<void> {
    try {
      await super.revokeSession(chainId, address);
    } finally {
      this.#notify();
    }
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

let demoSiwx: DemoSiwx | undefined;

/**
 * The page's sign-in config for `?siwx=required|optional` (created once), or undefined without it.
 * @example
 * createFoyer({ ...options, siwx: createDemoSiwx('required') })
 */
export function createDemoSiwx(mode: 'required' | 'optional' | null): DemoSiwx | undefined {
  if (mode === null) return undefined;
  demoSiwx ??= new DemoSiwx({ required: mode === 'required', statement: 'Sign in to the Foyer demo.' });
  return demoSiwx;
}

/** The config `createDemoSiwx` made, if any. */
export function getDemoSiwx(): DemoSiwx | undefined {
  return demoSiwx;
}
