import nodemailer from 'nodemailer';
import type { Mailer, SmtpOptions } from './Mailer.js';

/** A mailer that sends through the configured SMTP server (nodemailer). */
export function createSmtpMailer(options: SmtpOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? options.port === 465,
    ...(options.user !== undefined ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
