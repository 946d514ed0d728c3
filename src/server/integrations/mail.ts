import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { publicBaseUrl, type Config } from '../config';
import type { ShopContacts } from '../../domain/shop-settings';
import { emailHtml, type EmailContext } from '../emails/email-html';
import { withShopSignature } from '../emails/signature';

/**
 * Outgoing e-mail, each message with its plain text and an HTML part made from it. With SMTP_URL set, messages go through that SMTP server (nodemailer). Without it (development,
 * tests, a demo) each message is written to <DATA_DIR>/outbox as the real message (`.eml`, open it in any mail
 * program) plus a `.json` summary with the links it contains; GET /dev/outbox lists the summaries.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link in the text, so a tester can follow the reset link. */
  links: string[];
  /** The .eml file beside it. */
  file: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go instead of SMTP; null when SMTP is configured. */
  readonly outboxDir: string | null;
}

export function outboxDirOf(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

/**
 * Every message leaves signed with the shop's contacts as they are now (when the shop's settings can be read) and
 * with an HTML part made from its text (emails/email-html.tsx) unless it brings its own.
 */
async function prepared(
  message: MailMessage,
  context: EmailContext,
  contactsNow?: () => Promise<ShopContacts>,
): Promise<MailMessage> {
  const contacts = contactsNow ? await contactsNow() : undefined;
  const text = contacts ? withShopSignature(message.text, contacts) : message.text;
  const html = message.html ?? (await emailHtml(message.subject, text, { ...context, contacts }));
  return { ...message, text, html };
}

/** `contactsNow`: the shop's name and contacts from its settings ('Настройки'), read for each message. */
export function createMailer(config: Config, contactsNow?: () => Promise<ShopContacts>): Mailer {
  const context: EmailContext = { shopUrl: publicBaseUrl(config), shopEmail: config.shopEmail };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...(await prepared(message, context, contactsNow)) });
      },
    };
  }

  const dir = outboxDirOf(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir: dir,
    async send(sent) {
      const message = await prepared(sent, context, contactsNow);
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const date = new Date();
      // Sortable by time, unique within the millisecond.
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await mkdir(dir, { recursive: true });
      const file = `${id}.eml`;
      await writeFile(path.join(dir, file), info.message as Buffer);
      const entry: OutboxEntry = {
        id,
        date: date.toISOString(),
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        links: [...message.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
        file,
      };
      await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
    },
  };
}

/** The outbox, newest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}
