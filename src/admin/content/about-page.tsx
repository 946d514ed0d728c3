import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { TEXT_FORM_TEXT, textFormMachine, type SavedText } from '../../../machines/admin/text-form.machine';
import { inspect } from '../../web/ui/inspect';
import { fetchAboutText, saveAboutText } from '../api/content-api';
import { AdminForm, FormAlert } from '../ui/form-parts';
import { LoadError, Loading } from '../ui/page-state';
import { RichTextEditor } from '../ui/rich-text-editor';

/**
 * 'О магазине' (issue 16, owner and editors): the home page's text beside the new products (setting 1), written in the
 * rich-text editor and saved against the version opened (statechart text-form).
 */
export function AboutPage() {
  const [machine] = useState(() =>
    textFormMachine.provide({
      actors: {
        load: fromPromise(() => fetchAboutText()),
        save: fromPromise(({ input }: { input: SavedText }) => saveAboutText(input.html, input.version)),
      },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { html, error, stale, saved } = state.context;

  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">
        О магазине
      </Heading>
      <Text color="fg.muted">
        Текст на главной странице магазина, рядом с новинками. Пустой — блок не показывается.
      </Text>
      {state.matches('loadFailed') ? (
        <LoadError error={new Error(error ?? TEXT_FORM_TEXT.loadFailed)} retry={() => send({ type: 'text.retry' })} />
      ) : null}
      {state.matches('loading') ? <Loading label="Загружаем текст…" /> : null}
      {state.matches('editing') || state.matches('saving') ? (
        <AdminForm label="О магазине" onSubmit={() => send({ type: 'text.submit' })}>
          <Stack gap="4">
            <RichTextEditor label="Текст" value={html} onChange={(next) => send({ type: 'text.change', html: next })} />
            <FormAlert status={stale ? 'warning' : 'error'} text={error}>
              {stale ? TEXT_FORM_TEXT.reloaded : null}
            </FormAlert>
            <FormAlert status="success" text={saved ? TEXT_FORM_TEXT.saved : null} />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="start"
              loading={state.matches('saving')}
              loadingText="Сохраняем…"
            >
              Сохранить
            </Button>
          </Stack>
        </AdminForm>
      ) : null}
    </Stack>
  );
}
