import { isCertificate } from '../../../domain/certificate';

/** What a card and the product page show as the article number: the sku, or 'Сертификат' for the gift certificate. */
export function articleNumber(product: { product_id: number; name: string; sku: string }): string {
  return isCertificate(product) ? 'Сертификат' : product.sku;
}
