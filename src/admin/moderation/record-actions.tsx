import { Button, Flex } from '@chakra-ui/react';
import type { ModeratedRecord, ModerationActionEvent } from '../../../machines/admin/moderation-action.machine';
import type { ModerationState } from '../../domain/moderation';

/**
 * A record's buttons: 'Опубликовать' unless published, 'Отклонить' unless rejected, 'Изменить', 'Удалить', and for a
 * question 'Ответить' (or 'Изменить ответ'). Each names the record for a screen reader.
 */
export function RecordActions({
  record,
  moderation,
  edit,
  answer,
  send,
}: {
  record: ModeratedRecord;
  moderation: ModerationState;
  edit: { author: string; text: string };
  /** A question's answer so far ('' for none); a review has none. */
  answer?: string;
  send: (event: ModerationActionEvent) => void;
}) {
  const named = (verb: string) => `${verb}: ${record.label}`;
  return (
    <Flex gap="2" wrap="wrap">
      {moderation !== 'published' ? (
        <Button
          size="xs"
          colorPalette="brand"
          aria-label={named('Опубликовать')}
          onClick={() => send({ type: 'moderation.publish', ...record })}
        >
          Опубликовать
        </Button>
      ) : null}
      {answer !== undefined ? (
        <Button
          size="xs"
          colorPalette="brand"
          variant="outline"
          aria-label={named(answer ? 'Изменить ответ' : 'Ответить')}
          onClick={() => send({ type: 'moderation.answer', ...record, answer })}
        >
          {answer ? 'Изменить ответ' : 'Ответить'}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="outline"
        aria-label={named('Изменить')}
        onClick={() => send({ type: 'moderation.edit', ...record, ...edit })}
      >
        Изменить
      </Button>
      {moderation !== 'rejected' ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={named('Отклонить')}
          onClick={() => send({ type: 'moderation.reject', ...record })}
        >
          Отклонить
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={named('Удалить')}
        onClick={() => send({ type: 'moderation.delete', ...record })}
      >
        Удалить
      </Button>
    </Flex>
  );
}
