import { SHOP_BRAND, SHOP_HOURS, SHOP_PHONE, SHOP_TAGLINE } from '../../domain/shop-identity';
import type { ShopContacts } from '../../domain/shop-settings';

/**
 * The end of every e-mail to a customer, in its plain-text part: the shop, its phone and hours. The HTML part shows
 * the same contacts in its footer (email-html.tsx), which takes this paragraph's place.
 */
export const SIGNATURE_MARK = '—';

/** The signature with the shop's name, phone and hours as the owner set them ('Настройки'). */
export const emailSignature = (shop: Pick<ShopContacts, 'shop_name' | 'phone' | 'hours'>) =>
  `\n\n${SIGNATURE_MARK}\n${shop.shop_name}: ${SHOP_TAGLINE}\nТелефон: ${shop.phone}\n${shop.hours}`;

/**
 * What each template ends its text with: the signature with the shop's first contacts. The mailer puts the contacts
 * as they are now in its place (withShopSignature), so the templates need not read the settings.
 */
export const EMAIL_SIGNATURE = emailSignature({
  shop_name: SHOP_BRAND.word,
  phone: SHOP_PHONE.display,
  hours: SHOP_HOURS,
});

/** The text with the shop's contacts as they are now in place of the templates' signature. */
export function withShopSignature(text: string, shop: Pick<ShopContacts, 'shop_name' | 'phone' | 'hours'>): string {
  return text.replace(EMAIL_SIGNATURE, emailSignature(shop));
}
