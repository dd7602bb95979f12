/**
 * What a person did on a prerendered page before the app took it over. React hydrates the fields
 * with what was typed still in them, but their state is empty, and the next render would empty
 * them. A form sent and a button pressed meanwhile were noted by index.html's script (a form
 * would have gone out natively, as a GET with the password in the address). boot.tsx notes the
 * fields just before hydrating; once the page is ready the values are typed again, as input
 * events React sees, then the noted button is pressed and the noted form sent.
 */
type TypedValue = { field: HTMLInputElement | HTMLTextAreaElement; value: string };

declare global {
  interface Window {
    /** What was done before the app was ready, noted by index.html's script. */
    hearthHeld?: {
      submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
      click?: HTMLButtonElement;
    };
  }
}

/** Notes the text fields under `root` whose value is no longer the one the HTML came with. */
export function noteTypedValues(root: HTMLElement): () => void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  const typed: TypedValue[] = [...fields]
    .filter((field) => !(field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) typeAgain(field, value);
    doWhatWasHeld();
  };
}

/**
 * React sees a change only against the value it last saw set: the field is emptied through its
 * own setter, given the value behind React's back, then the input event fires.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (!field.isConnected) return;
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function doWhatWasHeld() {
  const { submit, click } = window.hearthHeld ?? {};
  window.hearthHeld = {};
  if (click?.isConnected) click.click();
  if (submit?.form.isConnected) {
    submit.form.requestSubmit(submit.submitter?.isConnected ? submit.submitter : null);
  }
}
