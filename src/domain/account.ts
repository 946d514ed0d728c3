import type { CustomerGroupId } from './customer-group';

/**
 * The customer's record as the storefront keeps it (product §3 "User", localStorage `userInfo`) and as the auth and
 * profile calls return it.
 */
export interface UserAvatar {
  /** An address to show ('/image/avatar/…' or the social network's photo), or null for none. */
  image: string | null;
  /** The product description's marker of a social avatar: 'TG' (Telegram) or 'VK'; '' for an uploaded one or none. */
  password: 'TG' | 'VK' | '';
}

/**
 * Where a registration as a professional stands: 'none' (a private person), 'pending' (the document waits for the
 * shop), 'approved' (group 2 prices), 'rejected' (the shop refused it with a reason; the customer stays private).
 */
export const PROFESSIONAL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

export interface UserInfo {
  customer_id: number;
  firstname: string;
  lastname: string;
  /** '' when the account has none yet (a Telegram login); read-only on the profile once set. */
  email: string;
  /** Digits only ('79123456789'), shown through the mask. */
  telephone: string;
  address: string;
  customerGroupId: CustomerGroupId;
  userAuth: true;
  avatar: UserAvatar;
  /** 1 private person, 2 professional (as registered). */
  customer_type: 1 | 2;
  /** A professional waits for the shop's approval ('pending') before group 2 prices apply. */
  professional_status: ProfessionalStatus;
  is_admin: boolean;
}

/** Registration `customer_type` choices (product §3), as the select shows them. */
export const CUSTOMER_TYPE_OPTIONS = [
  { value: 1, label: 'Частное лицо' },
  { value: 2, label: 'Косметолог, врач, медицинский центр, салон красоты' },
] as const;

/** One order in 'Мои заказы' (product §3 "Order (list)"). */
export interface OrderSummary {
  order_id: number;
  status_name: string;
  /** 'YYYY-MM-DD hh:mm:ss' (shown with the date part reversed). */
  date_added: string;
  payment_zone: string;
  shipping_address_1: string;
  total: number;
  products_count: number;
}

/**
 * A value chosen for a line's option ('Объём: 50 мл'), as the order keeps it; the ids are the product's option and value
 * when they still exist (null once the shop removed them), so that 'Повторить заказ' can choose the same value again.
 */
export interface OrderLineOption {
  name: string;
  value: string;
  product_option_id: number | null;
  product_option_value_id: number | null;
}

/** One line of an order (product §3 "Order line"; `options` beyond it: the values chosen). */
export interface OrderLine {
  product_id: number;
  product_keyword: string;
  image: string;
  name: string;
  quantity: number;
  price: number;
  options: OrderLineOption[];
}

/**
 * One step of an order's history as its customer sees it in 'Мои заказы' (beyond product §3: issue 15, the same
 * history the back office keeps, without what is for the staff only).
 */
export interface OrderHistoryEntry {
  status_name: string;
  /** 'YYYY-MM-DD hh:mm:ss', shop time (shown with the date part reversed). */
  date_added: string;
  /** What the shop wrote to the customer with this status; '' for none. */
  comment: string;
}

/** Uploads: a diploma or client card (registration) and avatars; at most 5 MB, the type read from the content. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
