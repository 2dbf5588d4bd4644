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
  return { demo: port('demo'), api: port('api'), anvil: port('anvil') };
}

/** Extracts the stack URLs from a READY line, or undefined for any other line. */
export function parseReadyLine(line: string): StackUrls | undefined {
  if (!line.startsWith(`${READY_MARKER} `)) return undefined;
  const urls = JSON.parse(line.slice(READY_MARKER.length + 1)) as Partial<StackUrls>;
  if (typeof urls.demo !== 'string' || typeof urls.api !== 'string' || typeof urls.anvil !== 'string') {
    throw new Error(`Malformed READY line: ${line}`);
  }
  return { demo: urls.demo, api: urls.api, anvil: urls.anvil };
}
