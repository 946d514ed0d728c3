import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { productBulkMachine } from '../../../machines/admin/product-bulk.machine';
import { inspect } from '../../web/ui/inspect';
import { changeProducts } from '../api/products-api';

export const PRODUCTS_KEY = ['admin', 'products'] as const;

/** The statechart product-bulk over 'Товары': its answers reload the list. */
export function useProductBulk() {
  const client = useQueryClient();
  const [machine] = useState(() =>
    productBulkMachine.provide({
      actors: { save: fromPromise(({ input }) => changeProducts(input)) },
      actions: { reload: () => void client.invalidateQueries({ queryKey: PRODUCTS_KEY }) },
    }),
  );
  return useMachine(machine, { inspect });
}

export type ProductBulkActor = ReturnType<typeof useProductBulk>;
