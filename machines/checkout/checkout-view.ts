import type { SnapshotFrom } from 'xstate';
import { contactFieldsToFix } from '../../src/domain/validation';
import { needsStreetAddress } from '../../src/domain/delivery-options';
import { type ContactField, firstIncompleteStep } from './checkout-context';
import type { checkoutMachine } from './checkout.machine';

/**
 * What the stepper shows, read from the checkout's state (product §2 "Checkout steps"): which step is open, each
 * step's status, and whether the shopper may act. The storefront renders these and decides nothing itself.
 */

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The five step states, in order (step n is STEP_STATES[n - 1]). */
export const STEP_STATES = ['zone', 'method', 'payment', 'contact', 'confirm'] as const;

export type StepStatus = 'open' | 'complete' | 'locked' | 'skipped';

/** The step whose state is active (1–5), or null while loading, refreshing or routing, and once finished. */
export function openStepOf(snapshot: CheckoutSnapshot): number | null {
  const index = STEP_STATES.findIndex((name) => snapshot.matches(name));
  return index < 0 ? null : index + 1;
}

/**
 * Each step's status, steps 1–5: a certificate cart skips delivery (steps 1–2); the open step is the active one (or,
 * between states, the context's current one); steps before the first incomplete one are complete, later ones
 * locked. Once the order is placed, step 5 stays open with its outcome.
 */
export function stepStatuses(snapshot: CheckoutSnapshot): StepStatus[] {
  const { context } = snapshot;
  const done = snapshot.status === 'done';
  const visible = openStepOf(snapshot) ?? context.currentStep;
  const firstIncomplete = firstIncompleteStep(context);
  return [1, 2, 3, 4, 5].map((step) => {
    if (done && step === 5) return 'open';
    if (context.certificateOnly && step <= 2) return 'skipped';
    if (!done && step === visible) return 'open';
    return step < firstIncomplete ? 'complete' : 'locked';
  });
}

/** A step waits for the shopper: no request is running and nothing is refreshing, so steps may be reopened. */
export function isEditable(snapshot: CheckoutSnapshot): boolean {
  return snapshot.hasTag('editable');
}

/** The step-4 fields the open alert asks the shopper to correct, in the form's order (none while no alert is shown). */
export function fieldsToFix(snapshot: CheckoutSnapshot): ContactField[] {
  const { context } = snapshot;
  if (context.alert === null || !snapshot.matches('contact')) return [];
  return contactFieldsToFix(context.contact, needsStreetAddress(context.shippingCode));
}

/** Step 4's «Далее» is under way: the contact is being sent, or waits for the background save to answer first. */
export function isContactBusy(snapshot: CheckoutSnapshot): boolean {
  return snapshot.matches({ contact: 'submitting' }) || snapshot.matches({ contact: { autosaving: 'nextQueued' } });
}
