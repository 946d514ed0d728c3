type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What was typed into each text field of the server's page while its script was still on the way. */
const typed = new Map<TextField, string>();
let stopNoting: (() => void) | undefined;

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

function textField(target: EventTarget | null): TextField | null {
  if (target instanceof HTMLTextAreaElement) return target;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type) ? target : null;
}

/**
 * Notes what a shopper types into the server's page before it hydrates (a slow phone shows the search field seconds
 * before its script runs). Hydration sets each controlled field back to the value its component holds, which is the
 * server's empty one, so the words would be lost; replayTypedFields() gives them back. Called before hydrateRoot.
 */
export function noteTypedFields(root: ParentNode): void {
  for (const element of root.querySelectorAll('input, textarea')) {
    const field = textField(element);
    if (field && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  const onInput = (event: Event) => {
    const field = textField(event.target);
    if (field) typed.set(field, field.value);
  };
  document.addEventListener('input', onInput, true);
  stopNoting = () => document.removeEventListener('input', onInput, true);
}

/**
 * Once the page has hydrated: each field whose typed words hydration replaced gets them back, as if typed now (the
 * value through the element's own setter, then an input event, which React reports to the field's onChange), so the
 * component's state (a statechart's query…) has them too.
 */
export function replayTypedFields(): void {
  stopNoting?.();
  stopNoting = undefined;
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}
