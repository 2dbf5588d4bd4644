/** The part of autocannon 9's API the load test uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type AutocannonRequest = {
    method?: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };

  export type AutocannonOptions = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    overallRate?: number;
    /** Requests in all; the run ends once they are answered (instead of after `duration`). */
    amount?: number;
    /** Seconds without a response before a request counts as a timeout. */
    timeout?: number;
    requests?: AutocannonRequest[];
  };

  export type AutocannonResult = {
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type AutocannonInstance = EventEmitter &
    PromiseLike<AutocannonResult> & {
      stop(): void;
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): AutocannonInstance;
      on(event: 'reqError', listener: (error: Error) => void): AutocannonInstance;
    };

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
