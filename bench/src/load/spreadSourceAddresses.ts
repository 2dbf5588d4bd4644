import net from 'node:net';

/**
 * Loopback source addresses 127.0.0.2 … 127.0.0.(count + 1): on Linux every 127.0.0.0/8 address
 * is the local host, so one machine can act as `count` clients for per-address limits.
 */
export function loopbackAddresses(count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || count > 250) throw new RangeError(`1–250 loopback addresses, got ${count}`);
  return Array.from({ length: count }, (_, index) => `127.0.0.${index + 2}`);
}

/**
 * Until the returned function is called, TCP connections this process opens to `port` bind to the
 * next of `addresses` in turn. autocannon has no source-address option and calls
 * `net.connect(port, host)`; this is how its connections come from many loopback addresses.
 */
export function spreadSourceAddresses(port: number, addresses: readonly string[]): () => void {
  const original = net.connect;
  let next = 0;
  const spread = (...args: unknown[]): net.Socket => {
    const [target, host] = args;
    if ((typeof target === 'number' || typeof target === 'string') && Number(target) === port && typeof host === 'string') {
      const localAddress = addresses[next++ % addresses.length];
      return original({ port, host, ...(localAddress === undefined ? {} : { localAddress }) });
    }
    return (original as (...rest: unknown[]) => net.Socket)(...args);
  };
  net.connect = spread as typeof net.connect;
  return () => {
    net.connect = original;
  };
}
