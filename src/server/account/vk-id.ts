import { createHash } from 'node:crypto';
import { scalarText } from '../../domain/text';
import { randomToken } from './tokens';

/**
 * VK ID sign-in without the SDK (integrations §3): OAuth 2.1 authorisation code with PKCE (S256).
 * The shop makes a code_verifier and a state, sends the browser to <base>/authorize, VK comes back to /vkauth with
 * code, state and device_id; the server exchanges the code at <base>/oauth2/auth (with the verifier) and reads the
 * person at <base>/oauth2/user_info. <base> is VK_ID_BASE_URL (https://id.vk.com), so tests use a local stand-in.
 */

const HTTP_TIMEOUT_MS = 5000;

/** code_challenge = unpadded base64url(SHA-256(code_verifier)) (RFC 7636 S256). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface VkAuthorizeRequest {
  state: string;
  codeVerifier: string;
  url: string;
}

/** A fresh state (≥ 32 characters) and verifier (43 characters of a-zA-Z0-9_-), and the address to send the browser to. */
export function vkAuthorizeRequest(baseUrl: string, appId: string, redirectUri: string): VkAuthorizeRequest {
  const state = randomToken(32);
  const codeVerifier = randomToken(32);
  const url = new URL(`${baseUrl}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: appId,
    redirect_uri: redirectUri,
    state,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
    scope: 'email phone',
  }).toString();
  return { state, codeVerifier, url: url.toString() };
}

export class VkIdError extends Error {
  override readonly name = 'VkIdError';
}

async function postForm(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new VkIdError(`VK ID недоступен: ${(error as Error).message}`, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new VkIdError(`VK ID ответил не JSON (код ${response.status})`, { cause: error });
  }
  if (typeof body !== 'object' || body === null) throw new VkIdError('VK ID ответил пустым телом');
  const record = body as Record<string, unknown>;
  if (record.error)
    throw new VkIdError(`VK ID: ${scalarText(record.error)} ${scalarText(record.error_description)}`.trim());
  if (!response.ok) throw new VkIdError(`VK ID ответил кодом ${response.status}`);
  return record;
}

export interface VkUser {
  user_id: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
}

export interface VkCodeExchange {
  baseUrl: string;
  appId: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
  deviceId: string;
  state: string;
}

/** Code → access token → the person. Throws VkIdError when VK refuses or cannot be reached. */
export async function vkSignIn(exchange: VkCodeExchange): Promise<VkUser> {
  const tokens = await postForm(`${exchange.baseUrl}/oauth2/auth`, {
    grant_type: 'authorization_code',
    code: exchange.code,
    code_verifier: exchange.codeVerifier,
    client_id: exchange.appId,
    device_id: exchange.deviceId,
    redirect_uri: exchange.redirectUri,
    state: exchange.state,
  });
  if (typeof tokens.access_token !== 'string' || tokens.access_token === '')
    throw new VkIdError('VK ID не выдал access_token');
  if (tokens.state !== undefined && tokens.state !== exchange.state) throw new VkIdError('VK ID вернул чужой state');
  const info = await postForm(`${exchange.baseUrl}/oauth2/user_info`, {
    client_id: exchange.appId,
    access_token: tokens.access_token,
  });
  const user = info.user as Record<string, unknown> | undefined;
  const id = scalarText(user?.user_id ?? tokens.user_id);
  if (!/^\d{1,19}$/.test(id)) throw new VkIdError('VK ID не сообщил user_id');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    user_id: id,
    first_name: text(user?.first_name) ?? '',
    last_name: text(user?.last_name) ?? '',
    avatar: text(user?.avatar),
    email: text(user?.email),
    phone: text(user?.phone),
  };
}
