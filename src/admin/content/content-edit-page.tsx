import { Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  CONTENT_FORM_TEXT,
  contentFormMachine,
  type ContentSaved,
  type ContentShown,
  type ContentValues,
} from '../../../machines/admin/content-form.machine';
import type { ContentRecord } from '../../contract/admin-content';
import { CONTENT_LIMITS, CONTENT_PATH, type ContentKind } from '../../domain/content-kinds';
import { placementsOf } from '../../domain/site-links';
import { inspect } from '../../web/ui/inspect';
import { deleteContent, fetchContent, saveContent } from '../api/content-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { keepForm, useRecordFormKey } from '../ui/record-form-key';
import { RecordImage } from '../ui/record-image';
import { AdminForm, TextAreaField, TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { formShown, RecordFormFoot, RecordFormHead } from '../ui/record-form-parts';
import { RichTextEditor } from '../ui/rich-text-editor';
import { KIND_TEXT, PLACEMENT_TEXT } from './content-texts';

const savedOf = ({ id, version, url: _url, image_url, ...values }: ContentRecord): ContentSaved => ({
  id,
  version,
  values,
  shown: { imageUrl: image_url },
});

/**
 * A news item, a blog article or an information page (issue 16, owner and editors): its title, address (from the title
 * unless typed), publication, date, teaser, text in the rich-text editor (with 'Предпросмотр' as the shop will show
 * it), order and meta; saved against the version opened, deleted after 'Удалить …?'. Statechart content-form.
 */
export function ContentEditPage({ kind }: { kind: ContentKind }) {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const formKey = useRecordFormKey(kind, id);
  return <ContentForm key={formKey} formKey={formKey} kind={kind} id={id} />;
}

function ContentForm({ kind, id, formKey }: { kind: ContentKind; id: number | null; formKey: string }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const path = `/${CONTENT_PATH[kind]}`;
  const text = KIND_TEXT[kind];
  const article = kind !== 'information';
  const [machine] = useState(() =>
    contentFormMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { id: number } }) => savedOf(await fetchContent(kind, input.id))),
        save: fromPromise(async ({ input }: { input: { id: number | null; version: number; values: ContentValues } }) =>
          savedOf(await saveContent(kind, input.id, input.values, input.version)),
        ),
        remove: fromPromise(({ input }: { input: { id: number; version: number } }) =>
          deleteContent(kind, input.id, input.version).then(() => undefined),
        ),
      },
      actions: {
        opened: (_, { id: saved }) => {
          void queries.invalidateQueries({ queryKey: ['admin', 'content', kind] });
          if (saved !== id) void navigate(`${path}/${saved}`, { replace: true, state: keepForm(formKey) });
        },
        removed: () => {
          void queries.invalidateQueries({ queryKey: ['admin', 'content', kind] });
          void navigate(path);
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { id }, inspect });
  const { values, shown, problems, error } = state.context;
  const change = (next: Partial<ContentValues>, nextShown?: Partial<ContentShown>) =>
    send({ type: 'form.change', values: next, shown: nextShown });
  const placements = placementsOf(`/${values.keyword}`);

  return (
    <Stack gap="4" maxW="4xl">
      <RecordFormHead
        state={state}
        send={send}
        back={{ to: path, label: text.list }}
        title={state.context.id === null ? text.create : values.title || text.list}
        loading="Загружаем…"
        loadFailed={CONTENT_FORM_TEXT.loadFailed}
      />
      {!formShown(state) ? null : (
        <AdminForm label={text.list} onSubmit={() => send({ type: 'form.submit' })}>
          <Stack gap="4">
            <Panel title="Основное">
              <Stack gap="4">
                <TextField
                  label="Заголовок"
                  required
                  value={values.title}
                  maxLength={CONTENT_LIMITS.title}
                  problem={problems.title}
                  onChange={(e) => change({ title: e.target.value })}
                />
                <TextField
                  label="Адрес страницы"
                  value={values.keyword}
                  maxLength={255}
                  problem={problems.keyword}
                  helper={
                    <>
                      На сайте: /{values.keyword || '…'}. Из заголовка, пока вы его не измените; после смены старый
                      адрес ведёт на новый.
                      {placements.length > 0
                        ? ` Ссылка на эту страницу есть на сайте: ${placements.map((p) => PLACEMENT_TEXT[p]).join('; ')}.`
                        : ''}
                    </>
                  }
                  onChange={(e) => change({ keyword: e.target.value })}
                />
                <Checkbox.Root checked={values.status} onCheckedChange={(d) => change({ status: d.checked === true })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Опубликовано на сайте</Checkbox.Label>
                </Checkbox.Root>
                {article ? (
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField
                      label="Дата публикации"
                      type="datetime-local"
                      value={values.date.replace(' ', 'T')}
                      problem={problems.date}
                      helper="По Москве. Пусто — сейчас."
                      onChange={(e) => change({ date: e.target.value })}
                    />
                  </SimpleGrid>
                ) : (
                  <TextField
                    label="Порядок"
                    type="number"
                    value={String(values.sort_order)}
                    helper="Меньше — выше среди страниц"
                    onChange={(e) => change({ sort_order: Math.trunc(Number(e.target.value)) || 0 })}
                  />
                )}
                {article ? (
                  <RecordImage
                    url={shown.imageUrl}
                    onUploaded={(image) => change({ image: image.path }, { imageUrl: image.url })}
                    onRemove={() => change({ image: '' }, { imageUrl: '' })}
                  />
                ) : null}
                {article ? (
                  <TextAreaField
                    label="Анонс"
                    value={values.short_description}
                    maxLength={CONTENT_LIMITS.teaser}
                    helper="Короткий текст для списка и главной страницы"
                    onChange={(e) => change({ short_description: e.target.value })}
                  />
                ) : null}
              </Stack>
            </Panel>
            <RichTextEditor
              label="Текст"
              value={values.description}
              kind={article ? 'article' : 'information'}
              onChange={(html) => change({ description: html })}
            />
            <Panel title="Для поисковиков">
              <Stack gap="4">
                <TextField
                  label="Заголовок для поисковиков"
                  value={values.meta_title}
                  maxLength={CONTENT_LIMITS.metaTitle}
                  helper="Пусто — заголовок"
                  onChange={(e) => change({ meta_title: e.target.value })}
                />
                <TextAreaField
                  label="Описание для поисковиков"
                  value={values.meta_description}
                  maxLength={CONTENT_LIMITS.metaDescription}
                  rows={2}
                  onChange={(e) => change({ meta_description: e.target.value })}
                />
              </Stack>
            </Panel>
            <RecordFormFoot
              state={state}
              send={send}
              text={CONTENT_FORM_TEXT}
              shop={values.status ? { href: `/${values.keyword}`, label: 'Открыть на сайте' } : null}
              deletable
              unsaved="Пока не сохранено: на сайте этого ещё нет."
            />
          </Stack>
        </AdminForm>
      )}
      <ConfirmDialog
        open={state.hasTag('dialog')}
        title={`Удалить ${text.one}?`}
        body={`«${values.title}» пропадёт с сайта, её адрес перестанет открываться. Вернуть не получится.${error ? ` ${error}` : ''}`}
        yes="Да, удалить"
        busy={state.matches('deleting')}
        onYes={() => send({ type: 'form.confirm' })}
        onNo={() => send({ type: 'form.back' })}
      />
    </Stack>
  );
}
