import { expect } from '@playwright/test';

/** One mail of the secure site's development mailbox (`GET /dev/mailbox?to=`, newest first). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  otp: string | null;
  link: string | null;
  sentAt: string;
}

/** The dev mailbox of the secure site for one address (newest first). */
export async function mailbox(secure: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${secure}/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.ok, `GET /dev/mailbox answered ${response.status}`).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** Waits for a mail newer than the `seen` first ones and returns its one-time code. */
export async function nextOtp(secure: string, to: string, seen: number): Promise<string> {
  let otp: string | null = null;
  await expect
    .poll(
      async () => {
        const messages = await mailbox(secure, to);
        otp = messages.length > seen ? (messages[0]?.otp ?? null) : null;
        return otp;
      },
      { message: `a new one-time code mailed to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return otp as unknown as string;
}
