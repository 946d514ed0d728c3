import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { promotionEditMachine } from '../../../machines/admin/promotion-edit.machine';
import { promotionPreviewMachine } from '../../../machines/admin/promotion-preview.machine';
import { inspect } from '../../web/ui/inspect';
import { deletePromotion, fetchPromotions, previewPromotions, savePromotion } from '../api/promotions-api';

/** The statechart promotion-edit over 'Акции и подарки', with the server's calls. */
export function usePromotionEdit() {
  const [machine] = useState(() =>
    promotionEditMachine.provide({
      actors: {
        load: fromPromise(() => fetchPromotions()),
        save: fromPromise(({ input }) => savePromotion(input)),
        remove: fromPromise(({ input }) => deletePromotion(input)),
      },
    }),
  );
  return useMachine(machine, { inspect });
}

export type PromotionEditActor = ReturnType<typeof usePromotionEdit>;

/** The statechart promotion-preview, computed by the server. */
export function usePromotionPreview() {
  const [machine] = useState(() =>
    promotionPreviewMachine.provide({ actors: { compute: fromPromise(({ input }) => previewPromotions(input)) } }),
  );
  return useMachine(machine, { inspect });
}

export type PromotionPreviewActor = ReturnType<typeof usePromotionPreview>;
