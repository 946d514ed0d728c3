import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { quickViewMachine } from '../../../../machines/catalogue/quick-view.machine';
import { inspect } from '../../ui/inspect';
import { toastError } from '../../ui/toaster';
import { productQuery, recommendedQuery } from './product-queries';

/** product §8. */
export const QUICK_VIEW_TEXT = {
  productError: 'Не удалось получить информацию о товаре',
  recommendedError: 'Не удалось получить рекомендованные товары',
  loading: 'Загрузка',
  outOfStock: 'Нет в наличии',
  recommended: 'Рекомендуемые товары',
  description: 'Описание',
} as const;

export type QuickViewActor = ActorRefFrom<typeof quickViewMachine>;

/** A quick-view actor with the shop's effects: data through the query cache, toasts, navigation. */
export function useQuickViewActor(): QuickViewActor {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    quickViewMachine.provide({
      actors: {
        loadProduct: fromPromise(({ input }) => queryClient.fetchQuery(productQuery(input.productId))),
        loadRecommended: fromPromise(({ input }) => queryClient.fetchQuery(recommendedQuery(input.productId))),
      },
      actions: {
        notifyProductError: () => toastError(QUICK_VIEW_TEXT.productError),
        notifyRecommendedError: () => toastError(QUICK_VIEW_TEXT.recommendedError),
        openProductPage: ({ context }) => {
          if (context.product) void navigate(`/${context.product.url}`);
        },
      },
    }),
  );
  return useActorRef(machine, { inspect });
}
