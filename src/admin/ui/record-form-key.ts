import { useLocation } from 'react-router';

/**
 * The key of a record's form page (a product, a news item…): its statechart starts again whenever the member opens
 * another address, but not when a new record, just saved, takes its own number — the navigation carries the form's
 * key (`keepForm`), so the form stays and says it was saved.
 */
export function useRecordFormKey(scope: string, id: number | null): string {
  const location = useLocation();
  const kept = (location.state as { form?: string } | null)?.form;
  return kept ?? `${scope}-${id ?? 'new'}-${location.key}`;
}

/** The navigation state that keeps the form of `formKey` across its own new address. */
export const keepForm = (formKey: string) => ({ form: formKey });
