import type { ProfessionalStatus } from '../../../domain/account';
import type { CreatedAt, Generated, Money, Timestamp } from './column-types';

export type AvatarSource = 'TG' | 'VK';

export interface CustomerTable {
  customer_id: Generated<number>;
  /** 1 general customer, 2 professional (set when the shop approves a type-2 registration). */
  customer_group_id: Generated<number>;
  /** As registered: 1 private person, 2 cosmetologist/doctor/medical centre/salon. */
  customer_type: Generated<number>;
  professional_status: Generated<ProfessionalStatus>;
  approved_at: Timestamp | null;
  firstname: Generated<string>;
  lastname: Generated<string>;
  /** Unique ignoring case; null for a social account without one. */
  email: string | null;
  /** Digits only. */
  telephone: Generated<string>;
  address: Generated<string>;
  /** scrypt$N$r$p$salt$hash, or null (social login only). */
  password_hash: string | null;
  avatar: string | null;
  avatar_source: AvatarSource | null;
  telegram_id: number | null;
  vk_id: number | null;
  status: Generated<boolean>;
  date_added: CreatedAt;
  date_modified: CreatedAt;
}

export interface SessionTable {
  session_id: Generated<number>;
  token_hash: string;
  customer_id: number | null;
  remember: Generated<boolean>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  date_added: CreatedAt;
  last_seen: CreatedAt;
  expires_at: Timestamp;
}

export interface PasswordResetTable {
  password_reset_id: Generated<number>;
  customer_id: number;
  token_hash: string;
  ip: Generated<string>;
  date_added: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptTable {
  login_attempt_id: Generated<number>;
  email: string;
  ip: string;
  success: boolean;
  date_added: CreatedAt;
}

export interface CustomerUploadTable {
  customer_upload_id: Generated<number>;
  code: string;
  customer_id: number | null;
  purpose: Generated<string>;
  filename: string;
  stored_name: string;
  mime: string;
  size: number;
  date_added: CreatedAt;
}

export interface OauthRequestTable {
  state: string;
  code_verifier: string;
  date_added: CreatedAt;
  expires_at: Timestamp;
}

/** 1 new 'Новый', 2 awaiting payment 'Ожидает оплаты', 3 paid 'Оплачен', 4 cancelled 'Отменён'. */
export interface OrderStatusTable {
  order_status_id: number;
  code: string;
  name: string;
}

export interface OrderTable {
  order_id: Generated<number>;
  /** Null for a guest order (user_id 0 on the storefront). */
  customer_id: number | null;
  customer_group_id: Generated<number>;
  firstname: Generated<string>;
  lastname: Generated<string>;
  email: Generated<string>;
  telephone: Generated<string>;
  comment: Generated<string>;
  payment_country_id: Generated<number>;
  payment_zone_id: number | null;
  payment_zone: Generated<string>;
  payment_method: Generated<string>;
  payment_code: Generated<string>;
  shipping_address_1: Generated<string>;
  shipping_city: Generated<string>;
  shipping_method: Generated<string>;
  shipping_code: Generated<string>;
  shipping_point: string | null;
  total: Money;
  currency_code: Generated<string>;
  status_id: Generated<number>;
  transaction_id: string | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
  date_added: CreatedAt;
  date_modified: CreatedAt;
}

export interface OrderProductTable {
  order_product_id: Generated<number>;
  order_id: number;
  product_id: number;
  name: string;
  model: Generated<string>;
  image: string | null;
  quantity: number;
  price: Money;
  total: Money;
  is_present: Generated<boolean>;
}

export interface OrderOptionTable {
  order_option_id: Generated<number>;
  order_id: number;
  order_product_id: number;
  product_option_id: number | null;
  product_option_value_id: number | null;
  name: string;
  value: string;
}

export interface OrderTotalTable {
  order_total_id: Generated<number>;
  order_id: number;
  code: string;
  title: string;
  value: Money;
  sort_order: Generated<number>;
}

export interface OrderHistoryTable {
  order_history_id: Generated<number>;
  order_id: number;
  status_id: number;
  notify: Generated<boolean>;
  comment: Generated<string>;
  date_added: CreatedAt;
}

export interface AccountTables {
  customer: CustomerTable;
  session: SessionTable;
  password_reset: PasswordResetTable;
  login_attempt: LoginAttemptTable;
  customer_upload: CustomerUploadTable;
  oauth_request: OauthRequestTable;
  order_status: OrderStatusTable;
  order: OrderTable;
  order_product: OrderProductTable;
  order_option: OrderOptionTable;
  order_total: OrderTotalTable;
  order_history: OrderHistoryTable;
}
