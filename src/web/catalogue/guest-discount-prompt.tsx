import { Link, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router';
import { showsGuestDiscountPrompt } from '../../domain/discount-badge';
import { useOptionalAuthActor } from '../session/auth';
import { useAfterHydration } from '../session/hydration';

/**
 * The guest's invitation to log in for the professionals' 30% (the shop's first promise to cosmetologists and
 * doctors): shown under the price to a logged-out shopper, on the products the discount applies to. A logged-in
 * customer either has the price already or is not a professional, so they never see it.
 */
export function GuestDiscountPrompt({ product }: { product: { pro_discount?: boolean | null } }) {
  const auth = useOptionalAuthActor();
  const loggedIn = useAfterHydration(
    useSelector(auth ?? undefined, (snapshot) => (snapshot ? snapshot.context.user !== null : false)) ?? false,
    false,
  );
  if (!showsGuestDiscountPrompt(product, loggedIn)) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Скидка 30% для косметологов и врачей:{' '}
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to="/login">войдите</RouterLink>
      </Link>
      , чтобы её получить.
    </Text>
  );
}
