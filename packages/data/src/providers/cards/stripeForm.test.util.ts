/** An opened Stripe card form over the doubles, shared by the Stripe adapter tests. */
import { vi } from 'vitest';
import { FakeDocument, type FakeDomElement } from './fakeDom.test.util';
import { type FakeCardElement, FakeStripe } from './fakeStripe.test.util';
import { createStripeCardProvider, type StripeCardEntrySession, type StripeLoader } from './stripeElements';
import type { CardEntryState, CardField } from './types';

export const TEST_KEY = 'pk_test_51HearthTestKey';

export function required<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}

export interface Containers extends Record<CardField, FakeDomElement> {}

export function containers(doc = new FakeDocument()): Containers {
  return {
    number: doc.container({ 'aria-labelledby': 'card-number-label' }),
    expiry: doc.container({ 'aria-labelledby': 'card-expiry-label' }),
    cvc: doc.container({ 'aria-labelledby': 'card-cvc-label' }),
    postalCode: doc.container({ 'aria-labelledby': 'card-zip-label', 'aria-describedby': 'card-zip-error' }),
  };
}

export function targets(of: Containers): Record<CardField, HTMLElement> {
  return {
    number: of.number.asHtml(),
    expiry: of.expiry.asHtml(),
    cvc: of.cvc.asHtml(),
    postalCode: of.postalCode.asHtml(),
  };
}

export interface OpenForm {
  stripe: FakeStripe;
  loader: ReturnType<typeof vi.fn<StripeLoader>>;
  session: StripeCardEntrySession;
  boxes: Containers;
  states: CardEntryState[];
  number: FakeCardElement<'cardNumber'>;
  expiry: FakeCardElement<'cardExpiry'>;
  cvc: FakeCardElement<'cardCvc'>;
  zip: FakeDomElement;
}

/** A session whose fields are loaded and mounted, with every reported state collected. */
export async function openForm(): Promise<OpenForm> {
  const stripe = new FakeStripe();
  const loader = vi.fn<StripeLoader>(async () => stripe);
  const session = createStripeCardProvider({ publishableKey: TEST_KEY, loadStripe: loader }).createSession();
  const boxes = containers();
  session.mount(targets(boxes));
  await session.ready;
  const states: CardEntryState[] = [];
  session.onChange((state) => states.push(state));
  const { group } = stripe;
  return {
    stripe,
    loader,
    session,
    boxes,
    states,
    number: required(group.number, 'cardNumber element'),
    expiry: required(group.expiry, 'cardExpiry element'),
    cvc: required(group.cvc, 'cardCvc element'),
    zip: required(boxes.postalCode.children[0], 'postal-code input'),
  };
}

/** The customer completes the three hosted fields (a Visa) and types a ZIP. */
export function fillCard(form: OpenForm, zip = '94110'): void {
  form.number.emitChange({ empty: false, complete: true, brand: 'visa', error: undefined });
  form.expiry.emitChange({ empty: false, complete: true, error: undefined });
  form.cvc.emitChange({ empty: false, complete: true, error: undefined });
  form.zip.typeText(zip);
}
