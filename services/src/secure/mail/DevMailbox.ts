import type { Mailer, OutgoingMail } from './Mailer.js';

/** A message kept by the dev mailbox. */
export type DevMailboxMessage = { to: string; subject: string; text: string; otp: string | null; link: string | null; sentAt: string };

const MAX_PER_ADDRESS = 50;

/**
 * The development mailbox: e-mails stay in memory and are read back with `GET /dev/mailbox?to=`. Only used when no
 * SMTP server is configured.
 */
export class DevMailbox implements Mailer {
  readonly #messages = new Map<string, DevMailboxMessage[]>();

  async send(mail: OutgoingMail): Promise<void> {
    const to = mail.to.toLowerCase();
    const list = this.#messages.get(to) ?? [];
    list.unshift({ to, subject: mail.subject, text: mail.text, otp: mail.otp ?? null, link: mail.link ?? null, sentAt: new Date().toISOString() });
    this.#messages.set(to, list.slice(0, MAX_PER_ADDRESS));
  }

  /** Messages sent to `to`, newest first. */
  read(to: string): DevMailboxMessage[] {
    return [...(this.#messages.get(to.toLowerCase()) ?? [])];
  }
}
