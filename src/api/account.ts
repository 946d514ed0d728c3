import type {
  AdminInfo,
  AvatarUpload,
  CertificateUpload,
  LoginBody,
  OrderHistoryEntry,
  OrderLine,
  OrderSummary,
  PasswordChangeBody,
  PasswordRecoveryChangeBody,
  ProfileSaveBody,
  RegistrationBody,
  RegistrationReply,
  SessionReply,
  SocialConfig,
  UserInfo,
  VkLoginBody,
} from '../contract/account';
import { getJson, postFile, postJson } from './http';

/**
 * product §7 "Auth" (under /cms/index.php?route=…) and "Profile" (/back/…, with credentials: the session cookie goes
 * with every call of the shared client). Every account path of the contract appears here once.
 */

/** The reply and body types of these calls, as the contract defines them. */
export type * from '../contract/account';

const CMS = '/cms/index.php?route=';

/** GET api/sess: whether the session cookie still logs someone in. */
export function fetchSession(): Promise<SessionReply> {
  return getJson<SessionReply>(`${CMS}api/sess`);
}

/** A private person is logged in at once (`user`); a professional gets `cosmetolog_message` and waits for approval. */
export function register(payload: RegistrationBody): Promise<RegistrationReply> {
  return postJson<RegistrationReply>(`${CMS}api/customer/registration`, payload);
}

export function authenticate(payload: LoginBody): Promise<UserInfo> {
  return postJson<UserInfo>(`${CMS}api/customer/authentication`, payload);
}

/** The Telegram widget's fields as received (id, first_name, last_name, username, photo_url, auth_date, hash). */
export function authenticateTelegram(fields: Record<string, string>): Promise<UserInfo> {
  return postJson<UserInfo>(`${CMS}api/customer/authenticationTg`, fields);
}

export function authenticateVk(payload: VkLoginBody): Promise<UserInfo> {
  return postJson<UserInfo>(`${CMS}api/customer/authenticationVk`, payload);
}

/** Where the VK ID button sends the browser: the server starts the OAuth request (state, PKCE) and redirects to VK. */
export const VK_AUTHORIZE_PATH = `${CMS}api/customer/vkAuthorize`;

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

export async function changePasswordByToken(payload: PasswordRecoveryChangeBody): Promise<void> {
  await postJson(`${CMS}api/customer/passwordRecoveryChange`, payload);
}

/** An admin gets a short-lived token for the editor and the editor's base address ('/admin' or https://…). */
export function fetchAdminInfo(): Promise<AdminInfo> {
  return getJson<AdminInfo>(`${CMS}api/customer/isAdmin`);
}

/** The professional's diploma or client card, before registration; answered with the code registration sends. */
export function uploadCertificate(file: Blob): Promise<CertificateUpload> {
  return postFile(`${CMS}tool/upload&inferno=13`, file);
}

export function uploadAvatar(customerId: number, file: Blob): Promise<AvatarUpload> {
  return postFile(`${CMS}/api/customer/uploadImage`, file, { customer_id: String(customerId) });
}

export function fetchProfile(customerId: number): Promise<UserInfo> {
  return postJson<UserInfo>('/back/profile/profile', { customer_id: customerId });
}

/** The e-mail is only taken when the account has none yet. */
export function saveProfile(payload: ProfileSaveBody): Promise<UserInfo> {
  return postJson<UserInfo>('/back/profile/save', payload);
}

export async function changePassword(payload: PasswordChangeBody): Promise<void> {
  await postJson('/back/profile/settings', payload);
}

export function fetchOrders(customerId: number): Promise<OrderSummary[]> {
  return postJson<OrderSummary[]>('/back/order/users', { customer_id: customerId });
}

export function fetchOrderLines(orderId: number): Promise<OrderLine[]> {
  return postJson<OrderLine[]>('/back/product/orders', { order_id: orderId });
}

/** The order's statuses and the shop's comments to the customer, oldest first (beyond product §7: issue 15). */
export function fetchOrderHistory(orderId: number): Promise<OrderHistoryEntry[]> {
  return postJson<OrderHistoryEntry[]>('/back/order/history', { order_id: orderId });
}
