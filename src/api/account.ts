import type { OrderLine, OrderSummary, UserInfo } from '../domain/account';
import { getJson, http, postJson } from './http';

/**
 * product §7 "Auth" (under /cms/index.php?route=…) and "Profile" (/back/…, with credentials: the session cookie goes
 * with every call of the shared client). Every account path of the contract appears here once.
 */

const CMS = '/cms/index.php?route=';

export interface SessionReply {
  userAuth: boolean;
  user: UserInfo | null;
}

/** GET api/sess: whether the session cookie still logs someone in. */
export function fetchSession(): Promise<SessionReply> {
  return getJson<SessionReply>(`${CMS}api/sess`);
}

export interface RegistrationPayload {
  customer_type: 1 | 2;
  name: string;
  surname: string;
  phone: string;
  email: string;
  password: string;
  retry: string;
  remember: boolean;
  /** The code the certificate upload answered with (type 2). */
  sertificat?: string;
}

export type RegistrationReply = { user: UserInfo } | { cosmetolog_message: string };

export function register(payload: RegistrationPayload): Promise<RegistrationReply> {
  return postJson<RegistrationReply>(`${CMS}api/customer/registration`, payload);
}

export function authenticate(payload: { email: string; password: string; remember: boolean }): Promise<UserInfo> {
  return postJson<UserInfo>(`${CMS}api/customer/authentication`, payload);
}

/** The Telegram widget's fields as received (id, first_name, last_name, username, photo_url, auth_date, hash). */
export function authenticateTelegram(fields: Record<string, string>): Promise<UserInfo> {
  return postJson<UserInfo>(`${CMS}api/customer/authenticationTg`, fields);
}

export function authenticateVk(payload: { code: string; state: string; device_id: string }): Promise<UserInfo> {
  return postJson<UserInfo>(`${CMS}api/customer/authenticationVk`, payload);
}

/** Where the VK ID button sends the browser: the server starts the OAuth request (state, PKCE) and redirects to VK. */
export const VK_AUTHORIZE_PATH = `${CMS}api/customer/vkAuthorize`;

export interface SocialConfig {
  telegram: { bot_name: string } | null;
  vk: { app_id: string } | null;
}

/** Which social logins this shop offers (the others are hidden). */
export function fetchSocialConfig(): Promise<SocialConfig> {
  return getJson<SocialConfig>(`${CMS}api/customer/socialConfig`);
}

export async function logout(): Promise<void> {
  await postJson(`${CMS}api/customer/logout`, {});
}

export function fetchCustomerInfo(): Promise<UserInfo> {
  return postJson<UserInfo>(`${CMS}api/customer/getCustomerInfo`, {});
}

export async function requestPasswordRecovery(email: string): Promise<void> {
  await postJson(`${CMS}api/customer/passwordRecoveryRequest`, { email });
}

export async function changePasswordByToken(payload: {
  password: string;
  retry: string;
  token: string;
}): Promise<void> {
  await postJson(`${CMS}api/customer/passwordRecoveryChange`, payload);
}

export interface AdminInfo {
  is_admin: boolean;
  token: string | null;
  /** The admin editor's base address (an admin only): '/admin' or https://… */
  editor_url?: string;
}

export function fetchAdminInfo(): Promise<AdminInfo> {
  return getJson<AdminInfo>(`${CMS}api/customer/isAdmin`);
}

async function postFile<T>(path: string, file: Blob, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  // Fields first: the server reads them before the file.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file instanceof File ? file.name : 'file');
  const response = await http.post(path, form);
  return response.data as T;
}

/** The professional's diploma or client card, before registration; answered with the code registration sends. */
export function uploadCertificate(file: Blob): Promise<{ success: string; code: string }> {
  return postFile(`${CMS}tool/upload&inferno=13`, file);
}

export function uploadAvatar(customerId: number, file: Blob): Promise<{ image: string; user: UserInfo }> {
  return postFile(`${CMS}/api/customer/uploadImage`, file, { customer_id: String(customerId) });
}

export function fetchProfile(customerId: number): Promise<UserInfo> {
  return postJson<UserInfo>('/back/profile/profile', { customer_id: customerId });
}

export interface ProfilePayload {
  customer_id: number;
  firstname: string;
  lastname: string;
  telephone: string;
  address: string;
  /** Only taken when the account has no e-mail yet. */
  email?: string;
}

export function saveProfile(payload: ProfilePayload): Promise<UserInfo> {
  return postJson<UserInfo>('/back/profile/save', payload);
}

export async function changePassword(payload: { customer_id: number; password: string }): Promise<void> {
  await postJson('/back/profile/settings', payload);
}

export function fetchOrders(customerId: number): Promise<OrderSummary[]> {
  return postJson<OrderSummary[]>('/back/order/users', { customer_id: customerId });
}

export function fetchOrderLines(orderId: number): Promise<OrderLine[]> {
  return postJson<OrderLine[]>('/back/product/orders', { order_id: orderId });
}
