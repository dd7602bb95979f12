/**
 * A hand-written Stripe.js double for the adapter tests (Stripe's network cannot be reached here).
 * Its elements are typed as the real `StripeCardNumberElement` / `StripeCardExpiryElement` /
 * `StripeCardCvcElement` and the Stripe object as the adapter's `StripeCardApi` (which the real
 * `Stripe` is checked to satisfy), so a change in @stripe/stripe-js's types breaks these tests'
 * compilation instead of letting the double drift. Payloads follow Stripe's documented shapes.
 */
import type {
  CreateTokenCardData,
  StripeCardCvcElement,
  StripeCardCvcElementChangeEvent,
  StripeCardCvcElementOptions,
  StripeCardExpiryElement,
  StripeCardExpiryElementChangeEvent,
  StripeCardExpiryElementOptions,
  StripeCardNumberElement,
  StripeCardNumberElementChangeEvent,
  StripeCardNumberElementOptions,
  StripeError,
  Token,
  TokenResult,
} from '@stripe/stripe-js';
import type { StripeCardApi, StripeCardElementsGroup } from './stripeElements';

type HostedType = 'cardNumber' | 'cardExpiry' | 'cardCvc';
type ChangeEventFor<T extends HostedType> = T extends 'cardNumber'
  ? StripeCardNumberElementChangeEvent
  : T extends 'cardExpiry'
    ? StripeCardExpiryElementChangeEvent
    : StripeCardCvcElementChangeEvent;
type OptionsFor<T extends HostedType> = T extends 'cardNumber'
  ? StripeCardNumberElementOptions
  : T extends 'cardExpiry'
    ? StripeCardExpiryElementOptions
    : StripeCardCvcElementOptions;

/** Stripe's handler parameter differs per event; `never` accepts every one of them. */
type Handler = (event: never) => unknown;

export class FakeCardElement<T extends HostedType> {
  mountedTo: string | HTMLElement | undefined;
  destroyed = false;
  lastChange: ChangeEventFor<T> | undefined;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(
    readonly elementType: T,
    readonly options: OptionsFor<T> | undefined,
  ) {}

  mount(domElement: string | HTMLElement): void {
    if (this.destroyed) throw new Error('IntegrationError: this Element has been destroyed.');
    if (this.mountedTo !== undefined) throw new Error('IntegrationError: this Element is already mounted.');
    this.mountedTo = domElement;
  }

  unmount(): void {
    this.mountedTo = undefined;
  }

  destroy(): void {
    this.mountedTo = undefined;
    this.destroyed = true;
  }

  blur(): void {}
  clear(): void {}
  focus(): void {}
  update(_options: Partial<OptionsFor<T>>): void {}

  on(eventType: string, handler: Handler): this {
    this.handlers.set(eventType, [...(this.handlers.get(eventType) ?? []), handler]);
    return this;
  }

  once(eventType: string, handler: Handler): this {
    const wrapped: Handler = (event: never) => {
      this.off(eventType, wrapped);
      return handler(event);
    };
    return this.on(eventType, wrapped);
  }

  off(eventType: string, handler?: Handler): this {
    const kept = handler ? (this.handlers.get(eventType) ?? []).filter((h) => h !== handler) : [];
    this.handlers.set(eventType, kept);
    return this;
  }

  listenerCount(eventType: string): number {
    return this.handlers.get(eventType)?.length ?? 0;
  }

  /** What Stripe does on each keystroke inside the hosted field. */
  emitChange(event: Omit<ChangeEventFor<T>, 'elementType'>): void {
    const full = { ...event, elementType: this.elementType } as ChangeEventFor<T>;
    this.lastChange = full;
    this.fire('change', full);
  }

  emitLoadError(error: StripeError): void {
    this.fire('loaderror', { elementType: this.elementType, error });
  }

  private fire(eventType: string, event: unknown): void {
    // Each event type is fired only with the payload Stripe's typings give its handlers.
    for (const handler of [...(this.handlers.get(eventType) ?? [])])
      (handler as (event: unknown) => unknown)(event);
  }
}

export class FakeElementsGroup implements StripeCardElementsGroup {
  number: FakeCardElement<'cardNumber'> | undefined;
  expiry: FakeCardElement<'cardExpiry'> | undefined;
  cvc: FakeCardElement<'cardCvc'> | undefined;

  create(elementType: 'cardNumber', options?: StripeCardNumberElementOptions): StripeCardNumberElement;
  create(elementType: 'cardExpiry', options?: StripeCardExpiryElementOptions): StripeCardExpiryElement;
  create(elementType: 'cardCvc', options?: StripeCardCvcElementOptions): StripeCardCvcElement;
  create(
    elementType: HostedType,
    options?: StripeCardNumberElementOptions | StripeCardExpiryElementOptions | StripeCardCvcElementOptions,
  ): StripeCardNumberElement | StripeCardExpiryElement | StripeCardCvcElement {
    if (elementType === 'cardNumber') {
      this.number = new FakeCardElement('cardNumber', options);
      return this.number;
    }
    if (elementType === 'cardExpiry') {
      this.expiry = new FakeCardElement('cardExpiry', options);
      return this.expiry;
    }
    this.cvc = new FakeCardElement('cardCvc', options);
    return this.cvc;
  }
}

const INCOMPLETE: Record<HostedType, { code: string; message: string }> = {
  cardNumber: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
  cardExpiry: { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
  cardCvc: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
};

/** A token as Stripe's `POST /v1/tokens` returns it for a card. */
export function stripeCardToken(overrides: Partial<NonNullable<Token['card']>> = {}): Token {
  return {
    id: 'tok_1PqRsTuVwXyZ0123456789ab',
    object: 'token',
    card: {
      id: 'card_1PqRsTuVwXyZ0123456789ab',
      object: 'card',
      address_city: null,
      address_country: null,
      address_line1: null,
      address_line1_check: null,
      address_line2: null,
      address_state: null,
      address_zip: null,
      address_zip_check: null,
      brand: 'Visa',
      country: 'US',
      cvc_check: 'unchecked',
      dynamic_last4: null,
      exp_month: 8,
      exp_year: 2031,
      funding: 'credit',
      last4: '4242',
      metadata: {},
      name: null,
      tokenization_method: null,
      ...overrides,
    },
    client_ip: '203.0.113.7',
    created: 1_767_225_600,
    livemode: false,
    type: 'card',
    used: false,
  };
}

export interface TokenRequest {
  element: StripeCardNumberElement;
  data: CreateTokenCardData | undefined;
}

/**
 * Like Stripe.js, `createToken` first validates the group's fields locally (answering a
 * `validation_error` without any request); only a complete entry reaches `respond`, the stand-in for
 * Stripe's API, which by default issues a token for the card with the name and ZIP sent.
 */
export class FakeStripe implements StripeCardApi {
  readonly groups: FakeElementsGroup[] = [];
  readonly tokenRequests: TokenRequest[] = [];
  respond: (data: CreateTokenCardData | undefined) => TokenResult = (data) => ({
    token: stripeCardToken({ name: data?.name ?? null, address_zip: data?.address_zip ?? null }),
  });

  get group(): FakeElementsGroup {
    const group = this.groups.at(-1);
    if (!group) throw new Error('stripe.elements() has not been called');
    return group;
  }

  elements(): FakeElementsGroup {
    const group = new FakeElementsGroup();
    this.groups.push(group);
    return group;
  }

  async createToken(element: StripeCardNumberElement, data?: CreateTokenCardData): Promise<TokenResult> {
    const group = this.groups.find((g) => g.number === element);
    if (!group) throw new Error('IntegrationError: createToken needs a mounted cardNumber Element.');
    for (const field of [group.number, group.expiry, group.cvc]) {
      if (!field) continue;
      const last = field.lastChange;
      if (last?.error) return { error: { ...last.error } };
      if (!last?.complete) return { error: { type: 'validation_error', ...INCOMPLETE[field.elementType] } };
    }
    this.tokenRequests.push({ element, data });
    return this.respond(data);
  }
}
