import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { formText as text, type RecordForm, type RecordListInput } from '../../../machines/admin/record-list.machine';
import type { AdminFaq } from '../../contract/admin-home-content';
import { FAQ_LIMITS, faqProblems, faqValuesOf, type FaqValues } from '../../domain/faq-edit';
import { faqApi } from '../api/home-content-api';
import { TextAreaField, TextField } from '../ui/form-parts';
import type { RecordListLook } from '../ui/ordered-record-list';
import { RecordFormDialog, RecordListPage } from '../ui/record-list-page';
import { useRecordList } from '../ui/use-record-list';

export const faqValuesOfForm = (form: RecordForm): FaqValues =>
  faqValuesOf({
    author: text(form, 'author'),
    question: text(form, 'question'),
    answer: text(form, 'answer'),
    status: form.status === true,
  });

export const FAQ_LIST: RecordListInput = {
  empty: { author: '', question: '', answer: '', status: true },
  check: (form) => faqProblems(faqValuesOfForm(form)),
  text: {
    loadFailed: 'Не удалось загрузить вопросы',
    failed: 'Не удалось сохранить вопрос, попробуйте ещё раз',
    created: 'Вопрос добавлен',
    saved: 'Вопрос сохранён',
    deleted: 'Вопрос удалён',
    ordered: 'Порядок вопросов сохранён',
  },
};

/** The question's first words, for buttons' labels. */
const nameOf = (q: AdminFaq) => (q.question.length > 60 ? `${q.question.slice(0, 60)}…` : q.question);

const LOOK: RecordListLook<AdminFaq> = {
  label: 'Вопросы магазина по порядку',
  empty: 'Своих вопросов у магазина пока нет: на странице «Вопрос-ответ» только вопросы покупателей.',
  nameOf,
  formOf: (q) => ({ author: q.author, question: q.question, answer: q.answer, status: q.status }),
  switchWords: { off: 'Снять с публикации', on: 'Опубликовать', hidden: 'Не опубликован' },
  deleteTitle: 'Удалить вопрос?',
  deleteBody: (name) => `«${name}» пропадёт со страницы «Вопрос-ответ» сразу. Вернуть не получится.`,
  reloaded: 'Список вопросов загружен заново: проверьте его и повторите.',
  render: (q) => (
    <Stack gap="1" minW="0">
      <Text fontWeight="medium" whiteSpace="pre-line">
        {q.question}
      </Text>
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" lineClamp={3}>
        {q.answer}
      </Text>
      {q.author ? (
        <Text fontSize="xs" color="fg.muted">
          Автор: {q.author}
        </Text>
      ) : null}
    </Stack>
  ),
};

/**
 * 'Вопрос-ответ' (issue 16, owner and editors): the shop's own questions and answers, which /faq shows first in this
 * order before the shoppers' questions; added and changed in a dialog, published and unpublished, reordered and
 * deleted over the record-list statechart. The storefront shows them as plain text, so they are written as text.
 */
export function FaqPage() {
  const actor = useRecordList(FAQ_LIST, faqApi, faqValuesOfForm);
  return (
    <RecordListPage
      title="Вопрос-ответ"
      add="Добавить вопрос"
      intro="Вопросы магазина с ответами на странице «Вопрос-ответ» (/faq): опубликованные показываются первыми, в этом порядке, затем вопросы покупателей (их публикуют в разделе «Вопросы»)."
      actor={actor}
      look={LOOK}
    >
      <RecordFormDialog actor={actor} titles={['Добавить вопрос', 'Изменить вопрос']}>
        {(form, problems, change) => (
          <>
            <TextAreaField
              label="Вопрос"
              required
              rows={2}
              value={text(form, 'question')}
              maxLength={FAQ_LIMITS.question}
              problem={problems.question}
              onChange={(e) => change({ question: e.target.value })}
            />
            <TextAreaField
              label="Ответ"
              required
              rows={6}
              value={text(form, 'answer')}
              maxLength={FAQ_LIMITS.answer}
              helper="Простой текст: переносы строк сохраняются."
              problem={problems.answer}
              onChange={(e) => change({ answer: e.target.value })}
            />
            <TextField
              label="Имя над вопросом"
              value={text(form, 'author')}
              maxLength={FAQ_LIMITS.author}
              helper="Необязательно: например, имя покупателя, который спрашивал. Пусто — без имени."
              problem={problems.author}
              onChange={(e) => change({ author: e.target.value })}
            />
            <Checkbox.Root
              checked={form.status === true}
              onCheckedChange={(d) => change({ status: d.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Опубликовать на сайте</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
      </RecordFormDialog>
    </RecordListPage>
  );
}
