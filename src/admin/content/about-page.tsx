import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { TEXT_FORM_TEXT, textFormMachine, type SavedText } from '../../../machines/admin/text-form.machine';
import { inspect } from '../../web/ui/inspect';
import { fetchAboutText, saveAboutText } from '../api/content-api';
import { OneRecordForm } from '../ui/record-form-parts';
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
  const { html } = state.context;

  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">
        О магазине
      </Heading>
      <Text color="fg.muted">
        Текст на главной странице магазина, рядом с новинками. Пустой — блок не показывается.
      </Text>
      <OneRecordForm
        state={state}
        text={TEXT_FORM_TEXT}
        label="О магазине"
        loading="Загружаем текст…"
        onSubmit={() => send({ type: 'text.submit' })}
        onRetry={() => send({ type: 'text.retry' })}
      >
        <RichTextEditor label="Текст" value={html} onChange={(next) => send({ type: 'text.change', html: next })} />
      </OneRecordForm>
    </Stack>
  );
}
