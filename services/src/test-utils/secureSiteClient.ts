import { randomUUID } from 'node:crypto';

/** The project and page origin the secure-site tests sign in for (seeded in development mode). */
export const TEST_PROJECT = 'foyer-demo-embedded';
export const TEST_APP_ORIGIN = 'http://127.0.0.1:3000';
export const TEST_CHAIN = 'eip155:31337';

export type Json = Record<string, unknown>;
export type SecureSiteReply = { status: number; json: Json; headers: Headers; text: string };
export type DevMail = { subject: string; text: string; otp: string | null; link: string | null };

/** The headers of a call made with a session: its bearer token and the project and page origin it is bound to. */
export const bearer = (token: string, projectId: string = TEST_PROJECT, appOrigin: string = TEST_APP_ORIGIN): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'x-foyer-project': projectId,
  'x-foyer-origin': appOrigin,
});

export const uniqueEmail = (name: string): string => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A client of the secure site at `site().url`, calling it as its own frame does (same origin, JSON bodies, redirects
 * not followed); `onReply` sees every answer's text and headers.
 */
export function secureSiteClient(site: () => { url: string }, onReply?: (text: string, headers: Headers) => void) {
  async function call(method: 'GET' | 'POST', target: string, body?: unknown, headers: Record<string, string> = {}): Promise<SecureSiteReply> {
    const response = await fetch(new URL(target, site().url), {
      method,
      redirect: 'manual',
      headers: { origin: site().url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    onReply?.(text, response.headers);
    let json: Json = {};
    try {
      json = JSON.parse(text) as Json;
    } catch {
      // HTML pages
    }
    return { status: response.status, json, headers: response.headers, text };
  }
  const mailbox = async (to: string): Promise<DevMail[]> => (await call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)).json.messages as DevMail[];
  const connect = (email: string, deviceId: string) => call('POST', '/api/email/connect', { email, deviceId, projectId: TEST_PROJECT, appOrigin: TEST_APP_ORIGIN });
  const verify = (email: string, otp: string, deviceId: string) => call('POST', '/api/email/otp', { email, otp, deviceId, chainId: TEST_CHAIN });
  /** Signs in with the code the dev mailbox received and resolves to the session token. */
  async function login(email: string, deviceId: string = randomUUID()): Promise<string> {
    expect((await connect(email, deviceId)).json).toEqual({ action: 'VERIFY_OTP' });
    const verified = await verify(email, (await mailbox(email))[0]?.otp ?? '', deviceId);
    expect(verified.status).toBe(200);
    return verified.json.token as string;
  }
  return { call, mailbox, connect, verify, login };
}
