import { Checkbox, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  SEMINAR_FORM_TEXT,
  seminarFormMachine,
  type SeminarForm,
  type SeminarSaved,
  type SeminarShown,
} from '../../../machines/admin/seminar-form.machine';
import type { AdminSeminar } from '../../contract/admin-seminars';
import { SEMINAR_KINDS, SEMINAR_LIMITS, SEMINAR_TEXT, type SeminarValues } from '../../domain/seminar-edit';
import { inspect } from '../../web/ui/inspect';
import { deleteSeminar, fetchSeminar, saveSeminar } from '../api/seminar-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { AdminForm, TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { formShown, RecordFormFoot, RecordFormHead } from '../ui/record-form-parts';
import { keepForm, useRecordFormKey } from '../ui/record-form-key';
import { RecordImage } from '../ui/record-image';
import { RichTextEditor } from '../ui/rich-text-editor';

const savedOf = (s: AdminSeminar): SeminarSaved => ({
  id: s.seminar_id,
  version: s.version,
  shown: { imageUrl: s.image_url, signups: s.signups },
  values: {
    type: s.type === 2 ? '2' : '1',
    title: s.title,
    date: s.date.replace(' ', 'T'),
    date1: s.date1.replace(' ', 'T'),
    text: s.text,
    image: s.image,
    capacity: s.capacity === null ? '' : String(s.capacity),
    status: s.status,
  },
});

/**
 * A seminar or a webinar (issue 16, owner and editors): its title, kind, start and end in Moscow time, text in the
 * shared rich-text editor (previewed as the shop will show it), picture, places and whether the storefront shows it;
 * saved against the version opened, deleted after 'Удалить семинар?' unless people signed up. Statechart
 * seminar-form.
 */
export function SeminarEditPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const formKey = useRecordFormKey('seminar', id);
  return <SeminarFormView key={formKey} formKey={formKey} id={id} />;
}

function SeminarFormView({ id, formKey }: { id: number | null; formKey: string }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [machine] = useState(() =>
    seminarFormMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { id: number } }) => savedOf(await fetchSeminar(input.id))),
        save: fromPromise(async ({ input }: { input: { id: number | null; version: number; values: SeminarValues } }) =>
          savedOf(await saveSeminar(input.id, input.values, input.version)),
        ),
        remove: fromPromise(({ input }: { input: { id: number; version: number } }) =>
          deleteSeminar(input.id, input.version).then(() => undefined),
        ),
      },
      actions: {
        opened: (_, { id: saved }) => {
          void queries.invalidateQueries({ queryKey: ['admin', 'seminars'] });
          if (saved !== id) void navigate(`/seminars/${saved}`, { replace: true, state: keepForm(formKey) });
        },
        removed: () => {
          void queries.invalidateQueries({ queryKey: ['admin', 'seminars'] });
          void navigate('/seminars');
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { id }, inspect });
  const { values: form, shown, problems, error } = state.context;
  const { signups } = shown;
  const change = (values: Partial<SeminarForm>, nextShown?: Partial<SeminarShown>) =>
    send({ type: 'form.change', values, shown: nextShown });
  const known = state.context.id !== null;

  return (
    <Stack gap="4" maxW="4xl">
      <RecordFormHead
        state={state}
        send={send}
        back={{ to: '/seminars', label: 'Семинары и вебинары' }}
        title={known ? form.title || 'Семинар' : 'Новый семинар или вебинар'}
        loading="Загружаем…"
        loadFailed={SEMINAR_FORM_TEXT.loadFailed}
      />
      {!formShown(state) ? null : (
        <AdminForm label="Семинар" onSubmit={() => send({ type: 'form.submit' })}>
          <Stack gap="4">
            <Panel title="Основное">
              <Stack gap="4">
                <TextField
                  label="Название"
                  required
                  value={form.title}
                  maxLength={SEMINAR_LIMITS.title}
                  problem={problems.title}
                  onChange={(e) => change({ title: e.target.value })}
                />
                <Field.Root invalid={Boolean(problems.type)}>
                  <Field.Label>Что это</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={form.type}
                      onChange={(e) => change({ type: e.target.value === '2' ? '2' : '1' })}
                    >
                      <option value="1">{SEMINAR_KINDS[1]}</option>
                      <option value="2">{SEMINAR_KINDS[2]}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{problems.type}</Field.ErrorText>
                </Field.Root>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField
                    label="Начало"
                    type="datetime-local"
                    required
                    value={form.date}
                    problem={problems.date}
                    helper="По Москве"
                    onChange={(e) => change({ date: e.target.value })}
                  />
                  <TextField
                    label="Окончание"
                    type="datetime-local"
                    value={form.date1}
                    problem={problems.date1}
                    helper="По Москве. Необязательно: без него семинар пропадает с сайта, когда начался."
                    onChange={(e) => change({ date1: e.target.value })}
                  />
                </SimpleGrid>
                <TextField
                  label="Мест"
                  inputMode="numeric"
                  value={form.capacity}
                  problem={problems.capacity}
                  helper={
                    <>
                      Пусто — без ограничения. Когда места заняты, на сайте вместо записи — «{SEMINAR_TEXT.full}».
                      {known ? ` Записались: ${signups}.` : ''}
                    </>
                  }
                  onChange={(e) => change({ capacity: e.target.value })}
                />
                <Checkbox.Root checked={form.status} onCheckedChange={(d) => change({ status: d.checked === true })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Показывать на сайте</Checkbox.Label>
                </Checkbox.Root>
                <Text color="fg.muted" fontSize="sm">
                  На сайте у каждого семинара и вебинара есть пометка «бесплатный».
                </Text>
                <RecordImage
                  url={shown.imageUrl}
                  onUploaded={(image) => change({ image: image.path }, { imageUrl: image.url })}
                  onRemove={() => change({ image: '' }, { imageUrl: '' })}
                />
              </Stack>
            </Panel>
            <RichTextEditor label="Описание" value={form.text} onChange={(html) => change({ text: html })} />
            <RecordFormFoot
              state={state}
              send={send}
              text={SEMINAR_FORM_TEXT}
              deletable
              unsaved="Пока не сохранено: на сайте этого ещё нет."
            />
          </Stack>
        </AdminForm>
      )}
      <ConfirmDialog
        open={state.hasTag('dialog')}
        title="Удалить семинар?"
        body={`«${form.title}» пропадёт с сайта. Вернуть не получится.${error ? ` ${error}` : ''}`}
        yes="Да, удалить"
        busy={state.matches('deleting')}
        onYes={() => send({ type: 'form.confirm' })}
        onNo={() => send({ type: 'form.back' })}
      />
    </Stack>
  );
}
