import type { StackPorts } from '../../scripts/stack.js';
import type { StackUrls } from './stackEnv.js';

export type { StackPorts };

/** Prefix of the line a stack child process prints once the stack listens. */
export const READY_MARKER = 'FOYER_STACK_READY';

/** Parses the JSON port map handed to the stack child process. */
export function parseStackPorts(argument: string | undefined): StackPorts {
  const value: unknown = JSON.parse(argument ?? 'null');
  if (typeof value !== 'object' || value === null) throw new Error(`Expected a JSON port map, got ${argument}`);
  const record = value as Record<string, unknown>;
  const port = (name: keyof StackPorts): number => {
    const candidate = record[name];
    if (typeof candidate !== 'number' || !Number.isInteger(candidate) || candidate < 1 || candidate > 65535) {
      throw new Error(`Invalid ${name} port: ${String(candidate)}`);
    }
    return candidate;
  };
  return {
    demo: port('demo'),
    api: port('api'),
    anvil: port('anvil'),
    secure: port('secure'),
    relay: port('relay'),
    solana: port('solana'),
  };
}

/** Extracts the stack URLs from a READY line, or undefined for any other line. */
export function parseReadyLine(line: string): StackUrls | undefined {
  if (!line.startsWith(`${READY_MARKER} `)) return undefined;
  const urls = JSON.parse(line.slice(READY_MARKER.length + 1)) as Partial<Record<keyof StackUrls, unknown>>;
  const names = ['demo', 'api', 'anvil', 'secure', 'relay', 'solana'] as const;
  const parsed: Partial<StackUrls> = {};
  for (const name of names) {
    const value = urls[name];
    if (typeof value !== 'string') throw new Error(`Malformed READY line: ${line}`);
    parsed[name] = value;
  }
  return parsed as StackUrls;
}
