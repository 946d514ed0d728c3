import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchPromotionsInfo, type PromotionsInfo } from '../../api/cart';
import type { CustomerGroupId } from '../../domain/customer-group';
import { formatRoubles } from '../../domain/money';
import { promoAppliesTo, showsFreeDeliveryCard } from '../../domain/promo';
import { useCustomerGroup } from '../session/customer-group';

interface PromoCard {
  key: string;
  title: string;
  text: string;
}

/**
 * The promo cards of a product page (product §2 "promo cards", §3 "Promo info", §6 "Promo cards apply when their
 * customer group is 0 (all) or matches the user's"): the running x+1, discount and gift promotions from
 * getPromotionsInfo, plus free delivery from the owner's threshold, 4000 ₽ at first (hidden for professionals, §1).
 */
export function promoCards(info: PromotionsInfo | undefined, group: CustomerGroupId): PromoCard[] {
  const cards: PromoCard[] = [];
  if (info?.xPlusOne.status) {
    for (const x of info.xPlusOne.info.filter((i) => promoAppliesTo(i.customer_group_id, group))) {
      cards.push({
        key: `x-${x.customer_group_id}-${x.product_count}`,
        title: `Акция ${x.product_count}+1`,
        text: `За каждые ${x.product_count} шт. одного товара ещё одна — в подарок`,
      });
    }
  }
  if (info?.discount.status) {
    for (const d of info.discount.info.filter((i) => promoAppliesTo(i.customer_group_id, group))) {
      cards.push({
        key: `d-${d.customer_group_id}-${d.percent}-${d.total}`,
        title: `Скидка ${Number(d.percent)}%`,
        text: `При заказе от ${formatRoubles(d.total)}`,
      });
    }
  }
  if (info?.presents.status) {
    for (const p of info.presents.info) {
      cards.push({ key: `p-${p.total}`, title: 'Подарок к заказу', text: `При заказе от ${formatRoubles(p.total)}` });
    }
  }
  if (info && showsFreeDeliveryCard(group)) {
    cards.push({
      key: 'delivery',
      title: 'Бесплатная доставка',
      text: `При заказе от ${formatRoubles(info.freeDelivery.total)}`,
    });
  }
  return cards;
}

export function ProductPromoCards() {
  const group = useCustomerGroup();
  const info = useQuery({ queryKey: ['cart', 'promotions'], queryFn: fetchPromotionsInfo });
  const cards = promoCards(info.data, group);
  if (cards.length === 0) return null;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3" aria-label="Акции">
      {cards.map((card) => (
        <Box
          as="li"
          key={card.key}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          bg="bg.subtle"
          px="4"
          py="3"
        >
          <Text fontWeight="semibold" color="brand.fg">
            {card.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {card.text}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
