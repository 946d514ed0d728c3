import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RecordFormText } from '../../../machines/admin/record-form';
import { AdminForm, FormAlert } from './form-parts';
import { LoadError, Loading } from './page-state';

/**
 * The parts every record form page (machines/admin/record-form.ts: a product, a category, news, blog, information
 * pages, a seminar) shows around its own fields: the way back to the list, the heading and the load's state above;
 * the server's refusal, a stale copy's reload, 'Сохранено', 'Сохранить', the link to the shop and 'Удалить' below.
 * A page of one record without a list ('Доставка', 'Настройки', 'О магазине') wraps its fields in OneRecordForm:
 * the same load's state above and the same outcome and 'Сохранить' below.
 */

/** What the parts need of any form that loads a record and saves it against its version. */
export interface LoadedFormState {
  context: { error: string | null; stale: boolean; saved: boolean };
  matches(value: 'loading' | 'loadFailed' | 'saving'): boolean;
}

/** What the parts need of a record form's snapshot. */
export interface RecordFormState extends LoadedFormState {
  context: LoadedFormState['context'] & { id: number | null };
  hasTag(tag: 'dialog'): boolean;
}

export interface RecordFormSend {
  (event: { type: 'form.retry' } | { type: 'form.delete' }): void;
}

/** Whether the form shows (not while its record loads or after the load failed). */
export const formShown = (state: LoadedFormState) => !state.matches('loading') && !state.matches('loadFailed');

/** The load's state: a failed load's words with 'Повторить', or the spinner while the record comes. */
function FormLoadState({
  state,
  retry,
  loading,
  loadFailed,
}: {
  state: LoadedFormState;
  retry: () => void;
  loading: string;
  loadFailed: string;
}) {
  if (state.matches('loadFailed'))
    return <LoadError error={new Error(state.context.error ?? loadFailed)} retry={retry} />;
  return state.matches('loading') ? <Loading label={loading} /> : null;
}

/** The last send's outcome: the server's refusal (a stale copy's with why the form reloaded), or 'saved'. */
function SaveOutcome({
  error,
  stale,
  saved,
  text,
}: {
  error: string | null;
  stale: boolean;
  saved: boolean;
  text: Pick<RecordFormText, 'saved' | 'reloaded'>;
}) {
  return (
    <>
      <FormAlert status={stale ? 'warning' : 'error'} text={error}>
        {stale ? text.reloaded : null}
      </FormAlert>
      <FormAlert status="success" text={saved ? text.saved : null} />
    </>
  );
}

const SaveButton = ({ saving }: { saving: boolean }) => (
  <Button type="submit" colorPalette="brand" alignSelf="start" loading={saving} loadingText="Сохраняем…">
    Сохранить
  </Button>
);

/**
 * The form of a page with one record and no list (the delivery terms, the shop's settings, a text of the shop): the
 * load's state, then, once loaded, the page's own fields, the outcome of the last send and 'Сохранить'.
 */
export function OneRecordForm({
  state,
  text,
  label,
  loading,
  onSubmit,
  onRetry,
  children,
}: {
  state: LoadedFormState;
  text: Pick<RecordFormText, 'loadFailed' | 'saved' | 'reloaded'>;
  /** The form's name for assistive technology. */
  label: string;
  /** Said to assistive technology while the record loads. */
  loading: string;
  onSubmit: () => void;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { error, stale, saved } = state.context;
  return (
    <>
      <FormLoadState state={state} retry={onRetry} loading={loading} loadFailed={text.loadFailed} />
      {formShown(state) ? (
        <AdminForm label={label} onSubmit={onSubmit}>
          <Stack gap="4">
            {children}
            <SaveOutcome error={error} stale={stale} saved={saved} text={text} />
            <SaveButton saving={state.matches('saving')} />
          </Stack>
        </AdminForm>
      ) : null}
    </>
  );
}

export function RecordFormHead({
  state,
  send,
  back,
  title,
  loading,
  loadFailed,
}: {
  state: RecordFormState;
  send: RecordFormSend;
  back: { to: string; label: string };
  title: string;
  /** Said to assistive technology while the record loads. */
  loading: string;
  loadFailed: string;
}) {
  return (
    <>
      <Link asChild color="brand.fg" alignSelf="start">
        <RouterLink to={back.to}>← {back.label}</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <FormLoadState
        state={state}
        retry={() => send({ type: 'form.retry' })}
        loading={loading}
        loadFailed={loadFailed}
      />
    </>
  );
}

export function RecordFormFoot({
  state,
  send,
  text,
  shop,
  deletable = false,
  unsaved,
}: {
  state: RecordFormState & { hasTag(tag: 'busy' | 'dialog'): boolean };
  send: RecordFormSend;
  text: Pick<RecordFormText, 'saved' | 'reloaded'>;
  /** The record's page in the shop, for a saved one the shop shows ('Открыть в магазине'). */
  shop?: { href: string; label: string } | null;
  /** 'Удалить' for a saved record (its statechart asks first). */
  deletable?: boolean;
  /** Said under a new record's buttons: where it is not yet. */
  unsaved: string;
}) {
  const { id, error, stale, saved } = state.context;
  return (
    <>
      <SaveOutcome error={state.hasTag('dialog') ? null : error} stale={stale} saved={saved} text={text} />
      <HStack gap="3" wrap="wrap">
        <SaveButton saving={state.matches('saving')} />
        {id !== null && shop ? (
          <Button asChild variant="outline">
            <a href={shop.href} target="_blank" rel="noreferrer">
              {shop.label}
            </a>
          </Button>
        ) : null}
        {id !== null && deletable ? (
          <Button
            variant="outline"
            colorPalette="red"
            ms="auto"
            disabled={state.hasTag('busy')}
            onClick={() => send({ type: 'form.delete' })}
          >
            Удалить
          </Button>
        ) : null}
      </HStack>
      {id === null ? (
        <Text color="fg.muted" fontSize="sm">
          {unsaved}
        </Text>
      ) : null}
    </>
  );
}
