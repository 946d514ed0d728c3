/** A field a shopper can fill in or choose from on the server's page before it is live. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What was typed or chosen in each field of the server's page while its script was still on the way. */
const typed = new Map<Field, string>();
let stopNoting: (() => void) | undefined;

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

function formField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type) ? target : null;
}

/** Whether the field still holds what the server's HTML put there. */
function asServed(field: Field): boolean {
  if (!(field instanceof HTMLSelectElement)) return field.value === field.defaultValue;
  // With no option marked selected in the HTML, the browser shows the first.
  const served = Math.max(
    0,
    [...field.options].findIndex((option) => option.defaultSelected),
  );
  return field.selectedIndex === served;
}

/**
 * Notes what a shopper types or chooses on the server's page before it hydrates (a slow phone shows the search field
 * and a product's 'Объём' seconds before its script runs). Hydration sets each controlled field back to the value its
 * component holds, which is the server's empty one, so the words or the choice would be lost; replayTypedFields()
 * gives them back. Called before hydrateRoot.
 */
export function noteTypedFields(root: ParentNode): void {
  for (const element of root.querySelectorAll('input, textarea, select')) {
    const field = formField(element);
    if (field && !asServed(field)) typed.set(field, field.value);
  }
  // A select reports a choice with 'input' as well as 'change' in every browser the shop supports.
  const onInput = (event: Event) => {
    const field = formField(event.target);
    if (field) typed.set(field, field.value);
  };
  document.addEventListener('input', onInput, true);
  stopNoting = () => document.removeEventListener('input', onInput, true);
}

/**
 * Once the page has hydrated: each field whose words or choice hydration replaced gets them back, as if typed or
 * chosen now (the value through the element's own setter, then the event React reports to the field's onChange:
 * 'input' for text, 'change' for a select), so the component's state (a statechart's query, the chosen option) has
 * them too.
 */
export function replayTypedFields(): void {
  stopNoting?.();
  stopNoting = undefined;
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // Hydration leaves a select showing the shopper's choice while its component holds none, so a select is always
    // told; a text field is told when hydration replaced its words, as the search test shows.
    if (field.value === value && !(field instanceof HTMLSelectElement)) continue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  typed.clear();
}
