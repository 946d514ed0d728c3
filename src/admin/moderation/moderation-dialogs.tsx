import { Text } from '@chakra-ui/react';
import { dialogOf, MODERATION_LIMITS } from '../../../machines/admin/moderation-action.machine';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormDialog } from '../ui/form-dialog';
import { TextAreaField, TextField } from '../ui/form-parts';
import type { ModerationActor } from './use-moderation-action';

const REJECT_TEXT = 'Он не будет показан на сайте (опубликованный исчезнет). Опубликовать его можно и потом.';
const DELETE_TEXT =
  'Он исчезнет навсегда: с сайта, из списков и из оценки товара. Журнал изменений сохранит его текст.';

/**
 * The moderation's dialogs over the statechart: 'Отклонить …?', 'Удалить …?', the edit's form (author and text) and the answer's.
 * `asker` says where the answer's e-mail goes ('' when the visitor left no address).
 */
export function ModerationDialogs({ actor: [state, send], asker = '' }: { actor: ModerationActor; asker?: string }) {
  const { record, fields, problems, error } = state.context;
  const dialog = dialogOf(state);
  const busy = state.hasTag('busy');
  const label = record?.label ?? '';
  const back = () => send({ type: 'moderation.back' });
  const submit = () => send({ type: 'moderation.submit' });
  const change = (values: Partial<typeof fields>) => send({ type: 'moderation.change', values });
  return (
    <>
      <ConfirmDialog
        open={dialog === 'reject' || dialog === 'delete'}
        title={`${dialog === 'delete' ? 'Удалить' : 'Отклонить'} ${label}?`}
        body={`${dialog === 'delete' ? DELETE_TEXT : REJECT_TEXT}${error ? ` ${error}` : ''}`}
        yes={dialog === 'delete' ? 'Да, удалить' : 'Да, отклонить'}
        busy={busy}
        onYes={submit}
        onNo={back}
      />
      <FormDialog
        open={dialog === 'edit'}
        title={`Изменить ${label}`}
        submit="Сохранить"
        busy={busy}
        error={error}
        onSubmit={submit}
        onClose={back}
      >
        <TextField
          label="Автор"
          required
          problem={problems.author}
          maxLength={MODERATION_LIMITS.author}
          value={fields.author}
          onChange={(e) => change({ author: e.target.value })}
        />
        <TextAreaField
          label="Текст"
          required
          problem={problems.text}
          rows={6}
          maxLength={MODERATION_LIMITS.text}
          value={fields.text}
          onChange={(e) => change({ text: e.target.value })}
        />
      </FormDialog>
      <FormDialog
        open={dialog === 'answer'}
        title={`Ответить: ${label}`}
        submit="Ответить и опубликовать"
        busy={busy}
        error={error}
        onSubmit={submit}
        onClose={back}
      >
        <Text>
          Ответ появится под вопросом на сайте с сегодняшней датой, вопрос будет опубликован.{' '}
          {asker ? `Ответ уйдёт письмом на ${asker}.` : 'Автор не оставил e-mail: письма не будет.'}
        </Text>
        <TextAreaField
          label="Ответ"
          required
          problem={problems.answer}
          rows={6}
          maxLength={MODERATION_LIMITS.answer}
          value={fields.answer}
          onChange={(e) => change({ answer: e.target.value })}
        />
      </FormDialog>
    </>
  );
}
