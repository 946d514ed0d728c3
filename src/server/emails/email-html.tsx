import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { SHOP_HOURS, SHOP_NAME, SHOP_PHONE, SHOP_TAGLINE, THEME_COLOR } from '../../domain/shop-identity';
import { phoneHref, type ShopContacts } from '../../domain/shop-settings';
import { TEST_PAYMENT_NOTE } from '../checkout/order-emails';
import { SIGNATURE_MARK } from './signature';

/**
 * The HTML part of every e-mail the shop sends, laid out by React Email's components (tables and inline styles, as
 * mail programs need) from the message's plain text: the text is the one template of each message, so the two parts
 * never say different things. Paragraphs stay paragraphs; '• ' lines become a list; a paragraph that is only a link
 * becomes a button; a test payment's note stands out; the text's signature gives way to a footer with the shop's
 * contacts. Whatever the text holds is escaped by React.
 */

export interface EmailContext {
  /** The shop's own address (PUBLIC_URL): the header links there. */
  shopUrl: string;
  /** The shop's mailbox, shown in the footer unless `contacts` say otherwise. */
  shopEmail: string;
  /** The shop's name and contacts as the owner set them ('Настройки'); without them, the shop's first ones. */
  contacts?: ShopContacts;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;
const LONE_URL = /^https?:\/\/[^\s<>"]+$/;

const text = { fontSize: '15px', lineHeight: '24px', color: '#1f2937', margin: '0 0 16px' };
const muted = { fontSize: '13px', lineHeight: '20px', color: '#6b7280', margin: '0' };

/** A line with its links made clickable. */
function linked(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={part} style={{ color: THEME_COLOR, wordBreak: 'break-all' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function lines(paragraph: string): ReactNode[] {
  return paragraph
    .split('\n')
    .flatMap((line, i) => (i === 0 ? linked(line) : [<br key={`br${i}`} />, ...linked(line)]));
}

function Paragraph({ paragraph }: { paragraph: string }) {
  if (LONE_URL.test(paragraph)) {
    return (
      <Section style={{ margin: '0 0 16px' }}>
        <Button
          href={paragraph}
          style={{
            backgroundColor: THEME_COLOR,
            color: '#ffffff',
            borderRadius: '6px',
            padding: '12px 20px',
            fontSize: '15px',
          }}
        >
          Открыть
        </Button>
        <Text style={{ ...muted, marginTop: '8px', wordBreak: 'break-all' }}>{linked(paragraph)}</Text>
      </Section>
    );
  }
  const rows = paragraph.split('\n');
  if (rows.every((row) => row.startsWith('• '))) {
    return (
      <ul style={{ ...text, paddingLeft: '20px' }}>
        {rows.map((row, i) => (
          <li key={i} style={{ marginBottom: '4px' }}>
            {linked(row.slice(2))}
          </li>
        ))}
      </ul>
    );
  }
  if (paragraph.startsWith(TEST_PAYMENT_NOTE)) {
    return (
      <Text style={{ ...text, backgroundColor: '#fef3c7', padding: '12px', borderRadius: '6px', fontWeight: 600 }}>
        {lines(paragraph)}
      </Text>
    );
  }
  return <Text style={text}>{lines(paragraph)}</Text>;
}

/** The footer's contacts: the owner's, or the shop's first ones with its mailbox. */
function footerContacts(context: EmailContext) {
  const { contacts } = context;
  if (contacts) {
    const { shop_name: name, phone, email, hours, address } = contacts;
    return { name, phone, phoneHref: phoneHref(phone), email, hours, address };
  }
  const phone = SHOP_PHONE.display;
  return {
    name: SHOP_NAME,
    phone,
    phoneHref: SHOP_PHONE.href,
    email: context.shopEmail,
    hours: SHOP_HOURS,
    address: '',
  };
}

function EmailLayout({ subject, body, context }: { subject: string; body: string; context: EmailContext }) {
  const shop = footerContacts(context);
  // The text's own signature ('—' and the shop's lines) is the footer's job here.
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith(`${SIGNATURE_MARK}\n`) && p !== SIGNATURE_MARK);
  return (
    <Html lang="ru">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{paragraphs.find((p) => !p.startsWith(TEST_PAYMENT_NOTE)) ?? subject}</Preview>
      <Body
        style={{ backgroundColor: '#f3f4f6', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' }}
      >
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px', maxWidth: '600px' }}>
          <Link href={context.shopUrl} style={{ color: THEME_COLOR, fontSize: '20px', fontWeight: 700 }}>
            {shop.name}
          </Link>
          <Text style={{ ...muted, marginBottom: '24px' }}>{SHOP_TAGLINE}</Text>
          {paragraphs.map((p, i) => (
            <Paragraph key={i} paragraph={p} />
          ))}
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 16px' }} />
          <Text style={muted}>
            {shop.name}: {SHOP_TAGLINE}
            <br />
            Телефон:{' '}
            <Link href={shop.phoneHref} style={{ color: THEME_COLOR }}>
              {shop.phone}
            </Link>
            , {shop.hours}
            <br />
            E-mail:{' '}
            <Link href={`mailto:${shop.email}`} style={{ color: THEME_COLOR }}>
              {shop.email}
            </Link>
            {shop.address ? (
              <>
                <br />
                {shop.address}
              </>
            ) : null}
            <br />
            <Link href={context.shopUrl} style={{ color: THEME_COLOR }}>
              {context.shopUrl.replace(/^https?:\/\//, '')}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of a message whose plain text is `body`. */
export function emailHtml(subject: string, body: string, context: EmailContext): Promise<string> {
  return render(<EmailLayout subject={subject} body={body} context={context} />);
}
