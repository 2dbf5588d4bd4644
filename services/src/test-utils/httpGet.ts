import { request } from 'node:http';

export type HttpResult = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON (throws when it is not). */
  json<T = unknown>(): T;
};

/** A raw GET over loopback HTTP; `path` is sent as is (no URL normalisation, so `..` reaches the server). */
export async function httpGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<HttpResult> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, method: 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
