import nodemailer from 'nodemailer';
import type { Outbox } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends through the SMTP server of `smtpUrl`; without one, nodemailer renders the message
 * as JSON and it lands in the development outbox that /sandbox/mail shows.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outbox: Outbox;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      await options.outbox.put({ from: options.from, ...mail, sent_at: new Date().toISOString() });
    },
    close: () => transport.close(),
  };
}
