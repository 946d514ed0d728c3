import { SHOP_BRAND, SHOP_HOURS, SHOP_PHONE, SHOP_TAGLINE } from '../../domain/shop-identity';

/**
 * The end of every e-mail to a customer, in its plain-text part: the shop, its phone and hours. The HTML part shows
 * the same contacts in its footer (email-html.tsx), which takes this paragraph's place.
 */
export const SIGNATURE_MARK = '—';
export const EMAIL_SIGNATURE = `\n\n${SIGNATURE_MARK}\n${SHOP_BRAND.word}: ${SHOP_TAGLINE}\nТелефон: ${SHOP_PHONE.display}\n${SHOP_HOURS}`;
