import { Text } from '@chakra-ui/react';
import type { ModerationActionEvent } from '../../../machines/admin/moderation-action.machine';
import type { ModeratedQuestion } from '../../contract/admin-moderation';
import { fetchQuestions } from '../api/admin-api';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';
import { ModerationDialogs } from './moderation-dialogs';
import { ModerationQueue } from './moderation-queue';
import { cameColumn, productColumn } from './moderation-columns';
import { RecordActions } from './record-actions';
import { useModerationAction } from './use-moderation-action';

const QUESTION_FORMS = ['вопрос', 'вопроса', 'вопросов'] as const;
const column = columnHelper<ModeratedQuestion>();
const labelOf = (question: ModeratedQuestion) => `вопрос №${question.faq_id}`;

function questionColumns(send: (event: ModerationActionEvent) => void, only: (productId: number) => void) {
  return column.columns([
    productColumn(column, only),
    column.accessor('name', {
      id: 'author',
      header: 'Автор',
      cell: (info) => (
        <>
          {info.getValue()}
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {info.row.original.email || 'без e-mail'}
          </Text>
        </>
      ),
    }),
    column.accessor('question', {
      id: 'question',
      header: 'Вопрос',
      cell: (info) => <Text whiteSpace="pre-line">{info.getValue()}</Text>,
    }),
    column.accessor('answer', {
      id: 'answer',
      header: 'Ответ',
      cell: (info) => {
        const { date_answered } = info.row.original;
        if (!info.getValue()) return <Text color="fg.muted">Нет ответа</Text>;
        return (
          <>
            <Text whiteSpace="pre-line">{info.getValue()}</Text>
            {date_answered ? (
              <Text color="fg.muted" fontSize="sm">
                {formatDateTime(date_answered)}
              </Text>
            ) : null}
          </>
        );
      },
    }),
    cameColumn(column, 'Задан'),
    column.display({
      id: 'actions',
      header: 'Действия',
      cell: (info) => {
        const question = info.row.original;
        return (
          <RecordActions
            record={{ id: question.faq_id, version: question.version, label: labelOf(question) }}
            moderation={question.moderation}
            edit={{ author: question.name, text: question.question }}
            answer={question.answer}
            send={send}
          />
        );
      },
    }),
  ]);
}

/**
 * 'Вопросы' (issue 15, manager and owner): the questions that wait, then the published and rejected ones; 'Ответить'
 * publishes the question with its answer and e-mails the answer to the asker.
 */
export function QuestionsPage() {
  const actor = useModerationAction('questions');
  const [state, send] = actor;
  return (
    <ModerationQueue
      kind="questions"
      title="Вопросы"
      forms={QUESTION_FORMS}
      fetch={async (query) => {
        const { questions, total } = await fetchQuestions(query);
        return { rows: questions, total };
      }}
      actor={actor}
      dialogs={(rows) => (
        <ModerationDialogs
          actor={actor}
          asker={rows.find((row) => row.faq_id === state.context.record?.id)?.email ?? ''}
        />
      )}
    >
      {(rows, only) => (
        <DataTable
          caption="Вопросы"
          columns={questionColumns(send, only)}
          rows={rows}
          rowId={(row) => String(row.faq_id)}
          look={{ wrap: ['product', 'author', 'question', 'answer', 'actions'] }}
        />
      )}
    </ModerationQueue>
  );
}
