import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramCheckString, telegramHash, verifyTelegramLogin } from '../../../src/server/account/telegram-login';
import { startTestShop, type TestShop } from '../test-app';
import { get, post, registerCustomer, sessionCookieOf } from './account-helpers';

// integrations §2 worked example (LipsarHQ/go-telegram-login-widget README, recomputed).
const EXAMPLE_TOKEN = 'XXXXXXXX:XXXXXXXXXXXXXXXXXXXXXXXX';
const EXAMPLE = {
  auth_date: '976255200',
  first_name: 'Klim',
  id: '1',
  last_name: 'Sidorov',
  photo_url: 'https://t.me/klimsidorov',
  username: 'klimsidorov',
};
const EXAMPLE_HASH = 'b7a7fc776729077786e4190aec2c5dcecd2ec66ae0faf1b44316d541b955da95';

describe('the Telegram widget check', () => {
  it('computes the worked example’s hash from the sorted data-check-string', () => {
    expect(telegramCheckString({ ...EXAMPLE, hash: EXAMPLE_HASH })).toBe(
      'auth_date=976255200\nfirst_name=Klim\nid=1\nlast_name=Sidorov\nphoto_url=https://t.me/klimsidorov\nusername=klimsidorov',
    );
    expect(telegramHash(EXAMPLE, EXAMPLE_TOKEN)).toBe(EXAMPLE_HASH);
    expect(verifyTelegramLogin({ ...EXAMPLE, hash: EXAMPLE_HASH }, EXAMPLE_TOKEN, 976255200 + 60)).toBe('ok');
  });

  it('refuses a changed field, another bot’s token and a malformed hash', () => {
    expect(verifyTelegramLogin({ ...EXAMPLE, id: '2', hash: EXAMPLE_HASH }, EXAMPLE_TOKEN, 976255260)).toBe('bad-hash');
    expect(
      verifyTelegramLogin({ ...EXAMPLE, hash: EXAMPLE_HASH }, 'YYYYYYYY:XXXXXXXXXXXXXXXXXXXXXXXX', 976255260),
    ).toBe('bad-hash');
    expect(verifyTelegramLogin({ ...EXAMPLE, hash: 'zz' }, EXAMPLE_TOKEN, 976255260)).toBe('bad-hash');
  });

  it('refuses data older than a day (and from the far future)', () => {
    const signed = { ...EXAMPLE, hash: EXAMPLE_HASH };
    expect(verifyTelegramLogin(signed, EXAMPLE_TOKEN, 976255200 + 86_400)).toBe('ok');
    expect(verifyTelegramLogin(signed, EXAMPLE_TOKEN, 976255200 + 86_401)).toBe('stale');
    expect(verifyTelegramLogin(signed, EXAMPLE_TOKEN, 976255200 - 3600)).toBe('stale');
  });
});

const TOKEN = '123456789:AAE_test_token_for_the_shop_tests';
const TG = '/cms/index.php?route=api/customer/authenticationTg';

function signed(fields: Record<string, string>, token = TOKEN) {
  return { ...fields, hash: telegramHash(fields, token) };
}
const now = () => String(Math.floor(Date.now() / 1000));

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, env: { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_NAME: 'shop_test_bot' } });
});
afterAll(async () => {
  await shop?.close();
});

describe('Telegram login', () => {
  it('creates a customer from genuine widget data and logs them in, with the Telegram photo as a TG avatar', async () => {
    const fields = signed({
      id: '555001',
      first_name: 'Ольга',
      last_name: 'Смирнова',
      photo_url: 'https://t.me/i/userpic/olga.jpg',
      auth_date: now(),
    });
    const reply = await post(shop, TG, fields);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      firstname: 'Ольга',
      lastname: 'Смирнова',
      email: '',
      customerGroupId: 1,
      avatar: { image: 'https://t.me/i/userpic/olga.jpg', password: 'TG' },
    });
    const cookie = sessionCookieOf(reply)!.value;
    expect((await get(shop, '/cms/index.php?route=api/sess', cookie)).json().data.userAuth).toBe(true);
    // The same Telegram account logs in as the same customer next time.
    const again = await post(shop, TG, signed({ id: '555001', first_name: 'Ольга', auth_date: now() }));
    expect(again.json().data.customer_id).toBe(reply.json().data.customer_id);
  });

  it('refuses forged data with 403', async () => {
    const forged = { ...signed({ id: '555002', first_name: 'Ева', auth_date: now() }), id: '1' };
    const reply = await post(shop, TG, forged);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ result: 'error', error: 'Данные Telegram не прошли проверку подписи' });
    expect(sessionCookieOf(reply)).toBeUndefined();
    const otherBot = await post(
      shop,
      TG,
      signed({ id: '555002', first_name: 'Ева', auth_date: now() }, '987654321:AAE_another_bot_token_xx'),
    );
    expect(otherBot.statusCode).toBe(403);
  });

  it('refuses stale data with 403', async () => {
    const old = String(Math.floor(Date.now() / 1000) - 86_400 - 60);
    const reply = await post(shop, TG, signed({ id: '555003', first_name: 'Ева', auth_date: old }));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe('Данные входа через Telegram устарели, войдите ещё раз');
  });

  it('links Telegram to the customer logged in on this browser', async () => {
    const anna = await registerCustomer(shop);
    const reply = await shop.app.inject({
      method: 'POST',
      url: TG,
      payload: signed({ id: '555004', first_name: 'Анна', auth_date: now() }),
      cookies: { shop_session: anna.cookie },
    });
    expect(reply.json().data).toMatchObject({ customer_id: anna.customerId, email: anna.email });
  });

  it('is refused, and not offered, when the shop has no bot', async () => {
    const plain = await startTestShop({ seed: false });
    try {
      const reply = await post(plain, TG, signed({ id: '555005', first_name: 'Ева', auth_date: now() }));
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe('Вход через Telegram не настроен в этом магазине');
      const config = await get(plain, '/cms/index.php?route=api/customer/socialConfig');
      expect(config.json().data).toEqual({ telegram: null, vk: null });
    } finally {
      await plain.close();
    }
    expect((await get(shop, '/cms/index.php?route=api/customer/socialConfig')).json().data.telegram).toEqual({
      bot_name: 'shop_test_bot',
    });
  });
});
