import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PAYMENT_CODE } from '../../src/domain/constants';
import type { StaffRole } from '../../src/domain/staff';
import { freshPage, uniqueEmail } from './fixtures';
import { E2E } from './shop-env';

/**
 * The back office's browser tests' helpers: staff made the way the owner's guide says (`npm run staff -- create`
 * against the running shop), a member signed in through the sign-in call where a test is not about signing in, and
 * orders placed through the checkout's calls (the checkout itself has its own browser tests).
 */

export const STAFF_PASSWORD = 'пароль-сотрудника-1';
const root = path.join(import.meta.dirname, '..', '..');

/** `npm run staff -- create …` while the shop runs (its control socket in DATA_DIR). */
export async function createStaffMember(role: StaffRole): Promise<string> {
  const email = uniqueEmail(role);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/staff.ts',
      'create',
      '--email',
      email,
      '--password',
      STAFF_PASSWORD,
      '--role',
      role,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: E2E.dataDir, DATABASE_URL: '' } },
  );
  expect(stdout).toContain(email);
  return email;
}

/** A member of this role on a browser of their own, signed in through the sign-in call, at /admin. */
export async function staffPage(browser: Browser, role: StaffRole, viewport?: { width: number; height: number }) {
  const email = await createStaffMember(role);
  const page = await freshPage(browser, viewport);
  const reply = await page.request.post(`${E2E.url}/admin/api/session`, {
    data: { email, password: STAFF_PASSWORD },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return { page, email };
}

const CMS = '/cms/index.php?route=';

export interface OrderOptions {
  /** The address typed at checkout (the outbox's letters go there); one of its own by default. */
  email?: string;
  /** Paid on delivery ('cod'), or by card on the bank's sandbox page ('card': paid there before this returns). */
  payment?: 'cod' | 'card';
}

/** An order of two of product 1, placed by a guest of its own through the checkout's calls; its number. */
export async function placeOrder(lastname: string, options: OrderOptions = {}): Promise<number> {
  const shopper = await request.newContext({
    baseURL: E2E.url,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const call = async (method: 'GET' | 'POST', route: string, data?: object) => {
      const reply = await shopper.fetch(`${CMS}${route}`, { method, data });
      if (!reply.ok()) throw new Error(`${route}: ${reply.status()} ${await reply.text()}`);
      return (await reply.json()).data;
    };
    await call('POST', 'checkout/cart/add', { product_id: 1, quantity: 2 });
    await call('POST', 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    await call('POST', 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    await call('POST', 'd_quickcheckout/payment_method/update', {
      payment_method: options.payment === 'card' ? PAYMENT_CODE.BANK_CARD : 'cod',
    });
    await call('POST', 'd_quickcheckout/shipping_address/update', {
      firstname: 'Ольга',
      lastname,
      email: options.email ?? uniqueEmail('buyer'),
      telephone: '+7(916)555-44-33',
      address_1: 'ул. Садовая, 5, кв. 7',
    });
    const state = await call('GET', 'module/d_quickcheckout/stepsInit');
    const placed = await call('POST', 'd_quickcheckout/confirm/update', {
      checkout_key: state.checkout_key,
      total: state.total,
      comment: 'Позвоните за час',
      agree_privacy: true,
      agree_rules: true,
    });
    if (options.payment === 'card') {
      // The bank's form as the storefront gets it, answered 'Оплатить' on the sandbox page.
      const form = (await call('GET', 'payment/modulbank/send')) as { action: string; fields: Record<string, string> };
      const paid = await shopper.post(`${form.action}/decision`, {
        form: { ...form.fields, decision: 'pay' },
        maxRedirects: 0,
      });
      expect(paid.status(), await paid.text()).toBe(303);
    }
    return placed.order_id;
  } finally {
    await shopper.dispose();
  }
}

/** How many of a product the storefront says are in stock. */
export async function stockOf(productId: number): Promise<number> {
  return ((await asVisitor('/back/product/one', { id: productId })) as { quantity: number }).quantity;
}

/** A private customer registered through the registration call; their e-mail. */
export async function registerCustomer(surname: string): Promise<string> {
  const email = uniqueEmail('client');
  const visitor = await request.newContext({
    baseURL: E2E.url,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const reply = await visitor.post(`${CMS}api/customer/registration`, {
      data: {
        customer_type: 1,
        name: 'Вера',
        surname,
        phone: '+7(912)345-67-89',
        email,
        password: 'secret12',
        retry: 'secret12',
      },
    });
    if (!reply.ok()) throw new Error(`registration: ${await reply.text()}`);
    return email;
  } finally {
    await visitor.dispose();
  }
}

/** A one-page PDF saying `text` (ASCII), built with its cross-reference table so a PDF viewer opens it. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 40 150 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A picture of a diploma (PNG, 360×240), drawn with sharp as the shop draws its images. */
async function diplomaPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240">
    <rect width="360" height="240" fill="#f4efe3" stroke="#8a6d3b" stroke-width="8"/>
    <text x="180" y="100" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#5a4526">ДИПЛОМ</text>
    <text x="180" y="150" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#5a4526">косметолог</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The documents an application may carry: a picture of a diploma, or a client card as a PDF. */
export const DOCUMENTS = {
  png: async () => ({ name: 'диплом.png', mimeType: 'image/png', buffer: await diplomaPng() }),
  pdf: async () => ({ name: 'карта клиента.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Client card') }),
} as const;

/**
 * A specialist's application as the registration form sends it: the document uploaded first, then the registration
 * as a specialist with the upload's code; their e-mail.
 */
export async function applyAsProfessional(surname: string, document: keyof typeof DOCUMENTS) {
  const email = uniqueEmail('pro');
  const visitor = await request.newContext({
    baseURL: E2E.url,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const upload = await visitor.post(`${CMS}tool/upload&inferno=13`, {
      multipart: { file: await DOCUMENTS[document]() },
    });
    if (!upload.ok()) throw new Error(`upload: ${await upload.text()}`);
    const reply = await visitor.post(`${CMS}api/customer/registration`, {
      data: {
        customer_type: 2,
        name: 'Алла',
        surname,
        phone: '+7(912)345-67-89',
        email,
        password: 'secret12',
        retry: 'secret12',
        sertificat: (await upload.json()).data.code,
      },
    });
    if (!reply.ok()) throw new Error(`registration: ${await reply.text()}`);
    return email;
  } finally {
    await visitor.dispose();
  }
}

/** A call of the storefront's as a visitor of their own would make it; its data. */
async function asVisitor(path: string, data: object): Promise<unknown> {
  const visitor = await request.newContext({
    baseURL: E2E.url,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const reply = await visitor.post(path, { data });
    if (!reply.ok()) throw new Error(`${path}: ${await reply.text()}`);
    return (await reply.json()).data;
  } finally {
    await visitor.dispose();
  }
}

/** The product at a storefront address (/piling-mindalnyj-30): its number. */
export async function productAt(url: string): Promise<number> {
  const found = (await asVisitor(`/back/url/${url}`, {})) as { module: string; id: number };
  expect(found.module).toBe('product');
  return found.id;
}

/** A review posted from the product page's form (it waits 'На модерации'). */
export const postReview = (productId: number, name: string, text: string) =>
  asVisitor('/back/review/add', { name, product_id: productId, text });

/** A question asked about a product, with the address the answer goes to (it waits too). */
export const askQuestion = (productId: number, name: string, email: string, text: string) =>
  asVisitor('/back/faq/add', { name, email, product_id: productId, text });

/** A phone number of its own (the webinar form takes one signup a phone), as the form's mask writes it. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `+7(916)${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** A signup from the home page's webinar form for the first seminar to come; the seminar's title. */
export async function signUpForWebinar(name: string, city: string, phone = uniquePhone()): Promise<string> {
  const [seminar] = (await asVisitor('/back/seminar/getSeminar', {})) as { seminar_id: number; title: string }[];
  if (!seminar) throw new Error('the demo data has no seminar to come');
  await asVisitor('/back/seminar/addUserSeminar', {
    seminar_id: seminar.seminar_id,
    seminar_name: name,
    seminar_tele: phone,
    seminar_city: city,
  });
  return seminar.title;
}

/** The shop's outbox (it answers the shop's own machine only: asked from here, not as a shopper's address). */
export async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return (await (await fetch(`${E2E.url}/dev/outbox`)).json()).data;
}

/** The version of the order the server has now (for a change made "by someone else"). */
export async function orderVersion(page: Page, orderId: number): Promise<number> {
  const reply = await page.request.get(`${E2E.url}/admin/api/orders/${orderId}`);
  return (await reply.json()).data.version;
}
