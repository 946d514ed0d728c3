import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoveryEmail } from '../../src/server/account/emails';
import { orderStatusEmail, TEST_PAYMENT_NOTE } from '../../src/server/checkout/order-emails';
import { loadConfig } from '../../src/server/config';
import { emailHtml } from '../../src/server/emails/email-html';
import { EMAIL_SIGNATURE } from '../../src/server/emails/signature';
import { createMailer, readOutbox } from '../../src/server/integrations/mail';

/** Every e-mail's HTML part, made from its plain text by one layout (React Email). */

const context = { shopUrl: 'https://shop.example', shopEmail: 'info@shop.example' };

describe('the HTML part', () => {
  it("keeps the text's paragraphs, makes a lone link a button and ends with the shop's contacts, not the signature", async () => {
    const mail = recoveryEmail('https://shop.example/reset?token=abc');
    const html = await emailHtml(mail.subject, mail.text, context);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toMatch(/<html [^>]*lang="ru"/);
    expect(html).toContain('Вы (или кто-то другой) запросили смену пароля');
    expect(html).toMatch(/<a href="https:\/\/shop.example\/reset\?token=abc"[^>]*>.*Открыть/s);
    expect(html).toContain('href="tel:+74951204567"');
    expect(html).toContain('+7 (495) 120-45-67');
    expect(html).toContain('mailto:info@shop.example');
    // The text's signature ('—' and the shop's lines) gives way to the footer: its hours are there once.
    expect(html.match(/Пн-Пт 10:00-18:00/g)).toHaveLength(1);
    expect(mail.text.endsWith(EMAIL_SIGNATURE)).toBe(true);
  });

  it('lists the lines of an order, sets off a test payment, and escapes whatever a person typed', async () => {
    const text =
      `${TEST_PAYMENT_NOTE}\n\nЗдравствуйте!\n\n• Пилинг — 1 шт.\n• Крем <b>жирный</b> — 2 шт.\n\n` +
      `Комментарий: <script>alert(1)</script>${EMAIL_SIGNATURE}`;
    const html = await emailHtml('Заказ № 5', text, context);
    expect(html).toMatch(/<li[^>]*>Пилинг — 1 шт.<\/li>/);
    expect(html).toContain('Крем &lt;b&gt;жирный&lt;/b&gt; — 2 шт.');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/background-color:#fef3c7[^>]*>Тестовая оплата/);
  });

  it('goes out beside the plain text in the same message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-mail-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', PUBLIC_URL: 'https://shop.example' });
      const mailer = createMailer(config);
      const summary = {
        order: {
          order_id: 12,
          firstname: 'Вера',
          status_name: 'Отправлен',
          tracking_number: 'RA123',
          test_payment: false,
        },
      } as Parameters<typeof orderStatusEmail>[0];
      await mailer.send({ to: 'vera@example.ru', ...orderStatusEmail(summary, '', 'https://shop.example') });
      const [entry] = await readOutbox(mailer.outboxDir!);
      const eml = readFileSync(path.join(mailer.outboxDir!, entry.file), 'utf8');
      expect(eml).toMatch(/multipart\/alternative/);
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).toContain('Content-Type: text/html');
      expect(entry.text).toContain('Трек-номер отправления: RA123');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
