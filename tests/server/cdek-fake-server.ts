import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for CDEK API v2 (integrations §4) on a free port: POST /oauth/token (form body, client_credentials)
 * and GET /deliverypoints (Bearer token), answering from a few points in CDEK's own shape. It records every call so
 * tests can count token requests, and it can revoke its tokens (→ 401) or go down (→ 500).
 */

export const FAKE_CDEK_CLIENT_ID = 'shop-account';
export const FAKE_CDEK_CLIENT_SECRET = 'shop-secret-password';

export interface FakeCdekCall {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

function rawPoint(
  code: string,
  cityCode: number,
  city: string,
  region: string,
  address: string,
  lon: number,
  lat: number,
) {
  return {
    code,
    name: `${city}, ${address}`,
    uuid: `uuid-${code}`,
    type: 'PVZ',
    owner_code: 'cdek',
    work_time: 'Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00',
    note: code === 'MSK2' ? 'Вход со двора' : undefined,
    phones: [{ number: '+74951234567' }],
    location: {
      country_code: 'RU',
      region_code: cityCode === 44 ? 81 : 23,
      region,
      city_code: cityCode,
      city,
      postal_code: '101000',
      longitude: lon,
      latitude: lat,
      address,
      address_full: `Россия, ${region}, ${city}, ${address}`,
    },
    have_cashless: true,
    have_cash: true,
    allowed_cod: true,
    is_handout: true,
    is_reception: true,
    is_dressing_room: false,
    weight_min: 0,
    weight_max: 30,
  };
}

export const FAKE_CDEK_POINTS = [
  rawPoint('MSK2', 44, 'Москва', 'Москва', 'ул. Арбат, 10', 37.59, 55.75),
  rawPoint('MSK1', 44, 'Москва', 'Москва', 'Ленинский пр-т, 30', 37.58, 55.71),
  rawPoint('NSK7', 270, 'Новосибирск', 'Новосибирская область', 'Красный пр-т, 25', 82.92, 55.03),
];

export interface FakeCdek {
  url: string;
  calls: FakeCdekCall[];
  /** Token requests so far. */
  tokenCalls(): number;
  /** CDEK revokes every token it issued: the next request with one gets 401. */
  revokeTokens(): void;
  /** true: /deliverypoints answers 500. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeCdek(): Promise<FakeCdek> {
  const calls: FakeCdekCall[] = [];
  const valid = new Set<string>();
  let issued = 0;
  let down = false;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-cdek');
      calls.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.authorization });
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };

      if (request.method === 'POST' && url.pathname === '/v2/oauth/token') {
        const form = new URLSearchParams(await readBody(request));
        const formBody = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
        if (
          !formBody ||
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== FAKE_CDEK_CLIENT_ID ||
          form.get('client_secret') !== FAKE_CDEK_CLIENT_SECRET
        ) {
          return json(401, { error: 'invalid_client' });
        }
        issued += 1;
        const token = `token-${issued}`;
        valid.add(token);
        return json(200, {
          access_token: token,
          token_type: 'bearer',
          expires_in: 3599,
          scope: 'order:all payment:all',
          jti: `jti-${issued}`,
        });
      }

      if (request.method === 'GET' && url.pathname === '/v2/deliverypoints') {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !valid.has(bearer))
          return json(401, { requests: [{ state: 'INVALID', errors: [{ code: 'v2_token_expired' }] }] });
        if (down) return json(500, { requests: [{ state: 'INVALID', errors: [{ code: 'v2_internal_error' }] }] });
        const q = url.searchParams;
        let points = FAKE_CDEK_POINTS.filter(() => q.get('type') === 'PVZ' && q.get('is_handout') === 'true');
        if (q.has('city_code')) points = points.filter((p) => String(p.location.city_code) === q.get('city_code'));
        if (q.has('code')) points = points.filter((p) => p.code === q.get('code'));
        const total = points.length;
        if (q.has('page') && q.has('size')) {
          const size = Number(q.get('size'));
          points = points.slice(Number(q.get('page')) * size, (Number(q.get('page')) + 1) * size);
        }
        return json(200, points, { 'x-total-elements': String(total) });
      }

      json(404, { message: 'not found' });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    calls,
    tokenCalls: () => calls.filter((c) => c.path === '/v2/oauth/token').length,
    revokeTokens: () => valid.clear(),
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
