import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder } from '../../contract/admin';
import { StaleCopy } from '../../../machines/admin/stale-copy';
import { saveOrderNote } from '../api/admin-api';
import { AdminForm, FormAlert } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { useReloadOrder, useShowOrder } from './use-order';

/**
 * The staff's note on the order (the customer never sees it), saved against the version the member opened. Someone
 * else's change in between is refused: the order is loaded afresh and the typed note stays in the field.
 */
export function OrderNote({ order }: { order: AdminOrder }) {
  const showOrder = useShowOrder();
  const reloadOrder = useReloadOrder();
  const [draft, setDraft] = useState<{ text: string; version: number } | null>(null);
  const save = useMutation({
    mutationFn: (note: { text: string; version: number }) => saveOrderNote(order.order_id, note.text, note.version),
    onSuccess: (saved) => {
      showOrder(saved);
      setDraft(null);
    },
    onError: (error) => {
      if (!(error instanceof StaleCopy) || !draft) return;
      void reloadOrder(order.order_id);
      // The next save goes against the order as it is now, with the note as typed.
      setDraft({ ...draft, version: 0 });
    },
  });
  const text = draft?.text ?? order.staff_note;
  const version = draft && draft.version > 0 ? draft.version : order.version;

  return (
    <Panel title="Заметка сотрудников">
      <AdminForm label="Заметка сотрудников" onSubmit={() => save.mutate({ text, version })}>
        <Stack gap="2">
          <Field.Root>
            <Field.Label>Заметка (покупатель её не видит)</Field.Label>
            <Textarea
              value={text}
              rows={3}
              maxLength={5000}
              onChange={(e) => setDraft({ text: e.target.value, version: draft?.version || order.version })}
            />
          </Field.Root>
          <FormAlert status={save.error instanceof StaleCopy ? 'warning' : 'error'} text={save.error?.message} />
          <FormAlert status="success" text={save.isSuccess && !draft ? 'Заметка сохранена' : null} />
          <Button type="submit" alignSelf="start" size="sm" loading={save.isPending} disabled={draft === null}>
            Сохранить заметку
          </Button>
        </Stack>
      </AdminForm>
    </Panel>
  );
}
