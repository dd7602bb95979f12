/**
 * The postal-code input of the Stripe card form. Stripe's split elements cover number, expiry and
 * CVC only (the postal code exists only inside the combined `card` element), so the provider renders
 * this plain input into the UI's postal-code container itself and sends its value as `address_zip`.
 */
import { CARD_INPUT_FONT_SIZE } from './stripeStyle';

/** Attributes copied from the UI's container so the input keeps the label the UI gave the field. */
const COPIED_ARIA = ['aria-label', 'aria-labelledby', 'aria-describedby'] as const;

export interface PostalCodeInputHandlers {
  onInput(value: string): void;
  onBlur(): void;
}

export interface MountedPostalCodeInput {
  /** Reflects the value when it is changed from outside (`session.setValue('postalCode', ...)`). */
  setValue(value: string): void;
  setInvalid(invalid: boolean): void;
  remove(): void;
}

export function mountPostalCodeInput(
  container: HTMLElement,
  handlers: PostalCodeInputHandlers,
): MountedPostalCodeInput {
  const input = container.ownerDocument.createElement('input');
  input.type = 'text';
  input.name = 'postalCode';
  input.autocomplete = 'postal-code';
  input.inputMode = 'numeric';
  input.maxLength = 10;
  input.placeholder = 'ZIP';
  input.style.fontSize = CARD_INPUT_FONT_SIZE;
  for (const name of COPIED_ARIA) {
    const value = container.getAttribute(name);
    if (value !== null) input.setAttribute(name, value);
  }
  const onInput = () => handlers.onInput(input.value);
  const onBlur = () => handlers.onBlur();
  input.addEventListener('input', onInput);
  input.addEventListener('blur', onBlur);
  container.appendChild(input);
  return {
    setValue(value) {
      if (input.value !== value) input.value = value;
    },
    setInvalid(invalid) {
      input.setAttribute('aria-invalid', String(invalid));
    },
    remove() {
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
      input.remove();
    },
  };
}
