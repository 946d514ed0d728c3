import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { PROMOTION_LIST, promotionFormOf, valuesOf } from '../../../machines/admin/promotion-list';
import { promotionPreviewMachine } from '../../../machines/admin/promotion-preview.machine';
import { inspect } from '../../web/ui/inspect';
import { previewPromotions, promotionsApi } from '../api/promotions-api';
import { useRecordList } from '../ui/use-record-list';

/** The record-list statechart over 'Акции и подарки', with the server's calls. */
export const usePromotionEdit = () =>
  useRecordList(PROMOTION_LIST, promotionsApi, (form) => valuesOf(promotionFormOf(form)));

/** The statechart promotion-preview, computed by the server. */
export function usePromotionPreview() {
  const [machine] = useState(() =>
    promotionPreviewMachine.provide({ actors: { compute: fromPromise(({ input }) => previewPromotions(input)) } }),
  );
  return useMachine(machine, { inspect });
}

export type PromotionPreviewActor = ReturnType<typeof usePromotionPreview>;
