import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallenge } from '../../../src/server/account/vk-id';
import { startTestShop, type TestShop } from '../test-app';
import { get, SESSION, sessionCookieOf } from './account-helpers';

describe('PKCE', () => {
  it('computes the RFC 7636 S256 example', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

/**
 * A stand-in for id.vk.com: /oauth2/auth accepts only the code it issued together with the verifier whose S256
 * challenge the shop sent to /authorize; /oauth2/user_info answers for the token it handed out.
 */
interface StandIn {
  url: string;
  server: Server;
  /** What the shop sent to /authorize, per state. */
  challenges: Map<string, string>;
  requests: { path: string; form: URLSearchParams }[];
  person: Record<string, unknown>;
}

async function startVkStandIn(): Promise<StandIn> {
  const standIn: StandIn = { url: '', server: createServer(), challenges: new Map(), requests: [], person: {} };
  standIn.server.on('request', (req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const path = (req.url ?? '').split('?')[0];
      standIn.requests.push({ path, form });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (path === '/oauth2/auth') {
        const state = form.get('state') ?? '';
        const challenge = standIn.challenges.get(state);
        const verifierOk = challenge !== undefined && pkceChallenge(form.get('code_verifier') ?? '') === challenge;
        if (
          form.get('grant_type') !== 'authorization_code' ||
          form.get('code') !== `code-for-${state}` ||
          !verifierOk
        ) {
          return json(400, { error: 'invalid_grant', error_description: 'code or code_verifier is invalid' });
        }
        return json(200, {
          access_token: `token-${state}`,
          refresh_token: 'r',
          id_token: 'i',
          token_type: 'Bearer',
          expires_in: 3600,
          user_id: 777,
          state,
          scope: 'email',
        });
      }
      if (path === '/oauth2/user_info') {
        if (!form.get('access_token')?.startsWith('token-')) return json(401, { error: 'invalid_token' });
        return json(200, { user: standIn.person });
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  return standIn;
}

let vk: StandIn;
let shop: TestShop;
beforeAll(async () => {
  vk = await startVkStandIn();
  shop = await startTestShop({
    seed: false,
    env: { VK_APP_ID: '51234567', VK_ID_BASE_URL: vk.url, PUBLIC_URL: 'https://shop.example.ru' },
  });
});
afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => vk?.server.close(resolve));
});

/** The browser's trip: the shop sends it to VK's /authorize; VK (the stand-in) would come back with code and state. */
async function startLogin() {
  const reply = await get(shop, '/cms/index.php?route=api/customer/vkAuthorize');
  expect(reply.statusCode).toBe(302);
  const location = new URL(reply.headers.location as string);
  const state = location.searchParams.get('state')!;
  vk.challenges.set(state, location.searchParams.get('code_challenge')!);
  const stateCookie = reply.cookies.find((c) => c.name === 'vkid_state')!;
  return { location, state, stateCookie: stateCookie.value };
}

function finish(body: Record<string, string>, cookies: Record<string, string>) {
  return shop.app.inject({
    method: 'POST',
    url: '/cms/index.php?route=api/customer/authenticationVk',
    payload: body,
    cookies,
  });
}

describe('VK ID login', () => {
  it('sends the browser to VK with the app id, the redirect address and an S256 challenge', async () => {
    const { location, state } = await startLogin();
    expect(`${location.origin}${location.pathname}`).toBe(`${vk.url}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: '51234567',
      redirect_uri: 'https://shop.example.ru/vkauth',
      code_challenge_method: 'S256',
    });
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges the code with the verifier, reads the person and logs them in with a VK avatar and phone', async () => {
    vk.person = {
      user_id: '777',
      first_name: 'Пётр',
      last_name: 'Соколов',
      avatar: 'https://sun.userapi.com/p.jpg',
      email: 'petr.vk@example.ru',
      phone: '79161234567',
    };
    const { state, stateCookie } = await startLogin();
    const reply = await finish(
      { code: `code-for-${state}`, state, device_id: 'device-1' },
      { vkid_state: stateCookie },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      firstname: 'Пётр',
      lastname: 'Соколов',
      email: 'petr.vk@example.ru',
      telephone: '79161234567',
      avatar: { image: 'https://sun.userapi.com/p.jpg', password: 'VK' },
    });
    // The reply's session cookie is a logged-in session of that customer.
    const session = await get(shop, '/cms/index.php?route=api/sess', sessionCookieOf(reply)!.value);
    expect(session.json().data).toMatchObject({ userAuth: true, user: { customer_id: reply.json().data.customer_id } });
    const exchange = vk.requests.filter((r) => r.path === '/oauth2/auth').at(-1)!.form;
    expect(Object.fromEntries(exchange)).toMatchObject({
      client_id: '51234567',
      device_id: 'device-1',
      redirect_uri: 'https://shop.example.ru/vkauth',
      state,
    });
    // The same VK person next time is the same customer.
    const next = await startLogin();
    const again = await finish(
      { code: `code-for-${next.state}`, state: next.state, device_id: 'device-1' },
      { vkid_state: next.stateCookie },
    );
    expect(again.json().data.customer_id).toBe(reply.json().data.customer_id);
  });

  it('a state is used once', async () => {
    vk.person = { user_id: '778', first_name: 'Ира', last_name: 'К' };
    const { state, stateCookie } = await startLogin();
    expect(
      (await finish({ code: `code-for-${state}`, state, device_id: 'd' }, { vkid_state: stateCookie })).statusCode,
    ).toBe(200);
    const replay = await finish({ code: `code-for-${state}`, state, device_id: 'd' }, { vkid_state: stateCookie });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error).toBe(
      'Вход через VK ID не удался: запрос устарел или открыт в другом браузере. Попробуйте ещё раз.',
    );
  });

  it('refuses a state that this browser did not start', async () => {
    const { state } = await startLogin();
    const other = await startLogin();
    const reply = await finish({ code: `code-for-${state}`, state, device_id: 'd' }, { vkid_state: other.stateCookie });
    expect(reply.statusCode).toBe(403);
  });

  it('when VK refuses the code, nobody is logged in', async () => {
    const { state, stateCookie } = await startLogin();
    const reply = await finish({ code: 'forged-code', state, device_id: 'd' }, { vkid_state: stateCookie });
    expect(reply.statusCode).toBe(502);
    expect(reply.json().error).toBe('VK ID не подтвердил вход, попробуйте позже');
    expect(reply.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it('is refused when the shop has no VK app', async () => {
    const plain = await startTestShop({ seed: false });
    try {
      const start = await get(plain, '/cms/index.php?route=api/customer/vkAuthorize');
      expect(start.statusCode).toBe(403);
      expect(start.json().error).toBe('Вход через VK ID не настроен в этом магазине');
      const reply = await plain.app.inject({
        method: 'POST',
        url: '/cms/index.php?route=api/customer/authenticationVk',
        payload: { code: 'c', state: 'x'.repeat(40), device_id: 'd' },
      });
      expect(reply.statusCode).toBe(403);
    } finally {
      await plain.close();
    }
  });
});
