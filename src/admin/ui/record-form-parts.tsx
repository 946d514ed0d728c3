import { Button, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { RecordFormText } from '../../../machines/admin/record-form';
import { FormAlert } from './form-parts';
import { LoadError, Loading } from './page-state';

/**
 * The parts every record form page (machines/admin/record-form.ts: a product, a category, news, blog, information
 * pages, a seminar) shows around its own fields: the way back to the list, the heading and the load's state above;
 * the server's refusal, a stale copy's reload, 'Сохранено', 'Сохранить', the link to the shop and 'Удалить' below.
 */

/** What the parts need of a record form's snapshot. */
export interface RecordFormState {
  context: { id: number | null; error: string | null; stale: boolean; saved: boolean };
  matches(value: 'loading' | 'loadFailed' | 'saving'): boolean;
  hasTag(tag: 'dialog'): boolean;
}

export interface RecordFormSend {
  (event: { type: 'form.retry' } | { type: 'form.delete' }): void;
}

/** Whether the form shows (not while its record loads or after the load failed). */
export const formShown = (state: RecordFormState) => !state.matches('loading') && !state.matches('loadFailed');

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
      {state.matches('loadFailed') ? (
        <LoadError error={new Error(state.context.error ?? loadFailed)} retry={() => send({ type: 'form.retry' })} />
      ) : null}
      {state.matches('loading') ? <Loading label={loading} /> : null}
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
      <FormAlert status={stale ? 'warning' : 'error'} text={state.hasTag('dialog') ? null : error}>
        {stale ? text.reloaded : null}
      </FormAlert>
      <FormAlert status="success" text={saved ? text.saved : null} />
      <HStack gap="3" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={state.matches('saving')} loadingText="Сохраняем…">
          Сохранить
        </Button>
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
