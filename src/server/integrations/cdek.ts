/**
 * CDEK API v2 (integrations §4): the pickup points of a real CDEK account. OAuth client_credentials token (cached
 * until shortly before it expires, fetched again once when CDEK answers 401), then `GET /deliverypoints` with the
 * Bearer token. Every call gives up after 5 s; any failure is a CdekUnavailableError with a Russian message for the
 * shopper (the technical reason stays in `detail`, for the log — never the client secret).
 */

export interface CdekAccount {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A pickup point in the shop's own terms: exactly the columns of the `pickup_point` table (minus status). */
export interface CdekPoint {
  code: string;
  city_code: number;
  city: string;
  region: string;
  address: string;
  work_time: string;
  note: string;
  lon: number;
  lat: number;
}

export interface CdekPointsPage {
  points: CdekPoint[];
  /** CDEK's X-Total-Elements, when it sends one. */
  total: number | null;
}

export interface CdekClient {
  /** Every handing-out office (PVZ) of a CDEK city, kept in memory for CITY_CACHE_MS. */
  cityPoints(cityCode: number): Promise<CdekPoint[]>;
  /** One page of the country's handing-out offices (the widget's paging, no city). */
  pointsPage(page: number, size: number): Promise<CdekPointsPage>;
  /** The handing-out office with this code, asked of CDEK every time (what the shopper chose), or null. */
  pointByCode(code: string): Promise<CdekPoint | null>;
}

export const CDEK_UNAVAILABLE_MESSAGE = 'Сервис СДЭК временно недоступен: попробуйте выбрать пункт выдачи чуть позже';

export class CdekUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(CDEK_UNAVAILABLE_MESSAGE);
    this.name = 'CdekUnavailableError';
  }
}

const TIMEOUT_MS = 5000;
/** The token is renewed this long before CDEK's expires_in runs out (a request must not carry a dying token). */
const TOKEN_MARGIN_MS = 60_000;
export const CITY_CACHE_MS = 10 * 60_000;

/** CDEK's /deliverypoints item, as far as the shop reads it. */
interface RawDeliveryPoint {
  code?: unknown;
  work_time?: unknown;
  note?: unknown;
  location?: {
    city_code?: unknown;
    city?: unknown;
    region?: unknown;
    address?: unknown;
    longitude?: unknown;
    latitude?: unknown;
  };
}

const str = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value));

/** One CDEK delivery point in the table's shape (column lengths of migration 008); null when it lacks what the shop needs. */
export function fromCdekDeliveryPoint(raw: RawDeliveryPoint): CdekPoint | null {
  const code = str(raw.code, 32);
  const location = raw.location ?? {};
  const cityCode = num(location.city_code);
  const city = str(location.city, 128);
  const address = str(location.address, 255);
  const lon = num(location.longitude);
  const lat = num(location.latitude);
  if (!code || !Number.isInteger(cityCode) || !city || !address || !Number.isFinite(lon) || !Number.isFinite(lat))
    return null;
  return {
    code,
    city_code: cityCode,
    city,
    region: str(location.region, 128),
    address,
    work_time: str(raw.work_time, 255),
    note: str(raw.note, 500),
    lon,
    lat,
  };
}

export function createCdekClient(account: CdekAccount, now: () => number = Date.now): CdekClient {
  const base = account.apiUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  // Concurrent requests share one token call.
  let pendingToken: Promise<string> | null = null;
  const cities = new Map<number, { points: CdekPoint[]; expiresAt: number }>();

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `нет ответа за ${TIMEOUT_MS / 1000} с`
          : String(error);
      throw new CdekUnavailableError(`СДЭК, ${what}: ${reason}`);
    }
  }

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: account.clientId,
      client_secret: account.clientSecret,
    });
    const response = await call(
      `${base}/oauth/token`,
      { method: 'POST', body, headers: { accept: 'application/json' } },
      'получение токена',
    );
    if (!response.ok) throw new CdekUnavailableError(`СДЭК, получение токена: HTTP ${response.status}`);
    const reply = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!reply || typeof reply.access_token !== 'string' || reply.access_token === '') {
      throw new CdekUnavailableError('СДЭК, получение токена: в ответе нет access_token');
    }
    const lifetimeMs = (typeof reply.expires_in === 'number' && reply.expires_in > 0 ? reply.expires_in : 3600) * 1000;
    token = { value: reply.access_token, expiresAt: now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return token.value;
  }

  function currentToken(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function deliveryPoints(params: Record<string, string | number>): Promise<CdekPointsPage> {
    const query = new URLSearchParams({ type: 'PVZ', is_handout: 'true' });
    for (const [name, value] of Object.entries(params)) query.set(name, String(value));
    const url = `${base}/deliverypoints?${query}`;
    const get = async () =>
      call(
        url,
        { headers: { authorization: `Bearer ${await currentToken()}`, accept: 'application/json' } },
        'список пунктов выдачи',
      );
    let response = await get();
    if (response.status === 401) {
      // The token expired or was revoked early: one new token, one more try.
      token = null;
      response = await get();
    }
    if (!response.ok) throw new CdekUnavailableError(`СДЭК, список пунктов выдачи: HTTP ${response.status}`);
    const list = (await response.json().catch(() => null)) as unknown;
    if (!Array.isArray(list)) throw new CdekUnavailableError('СДЭК, список пунктов выдачи: ответ не является списком');
    const total = Number(response.headers.get('x-total-elements'));
    return {
      points: list
        .map((raw) => fromCdekDeliveryPoint(raw as RawDeliveryPoint))
        .filter((p): p is CdekPoint => p !== null),
      total: response.headers.has('x-total-elements') && Number.isInteger(total) ? total : null,
    };
  }

  return {
    async cityPoints(cityCode) {
      const cached = cities.get(cityCode);
      if (cached && now() < cached.expiresAt) return cached.points;
      const { points } = await deliveryPoints({ city_code: cityCode });
      cities.set(cityCode, { points, expiresAt: now() + CITY_CACHE_MS });
      return points;
    },
    pointsPage: (page, size) => deliveryPoints({ country_code: 'RU', page, size }),
    async pointByCode(code) {
      const { points } = await deliveryPoints({ code });
      return points.find((p) => p.code === code) ?? null;
    },
  };
}
