/** One e-mail the secure site sends. `otp` / `link` repeat what `text` says, for the dev mailbox. */
export type OutgoingMail = { to: string; subject: string; text: string; otp?: string; link?: string };

/** Sends the secure site's e-mails (SMTP or the dev mailbox). */
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/** SMTP settings (nodemailer transport options). */
export type SmtpOptions = {
  host: string;
  port: number;
  secure?: boolean;
  user?: string;
  password?: string;
  /** Sender address, e.g. `Foyer <no-reply@example.com>`. */
  from: string;
};
