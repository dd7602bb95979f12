/**
 * The answer of a sign-up call, shared by the auth modal and the sign-up page: an account that
 * already exists, errors for the form (`formErrors` or `validationErrors`), or a logged-in user.
 */

/** Server errors by field: a record (`{ email: 'Taken' }`) or a list (`[{ field, message }]`). */
export type ServerFieldErrors =
  | Readonly<Record<string, string | readonly string[] | null | undefined>>
  | ReadonlyArray<{ readonly field?: string | null; readonly message: string }>;

export interface SignupResult {
  accountExists?: boolean | null;
  formErrors?: ServerFieldErrors | null;
  validationErrors?: ServerFieldErrors | null;
  /** The session or user of a successful sign-up; not read here. */
  [key: string]: unknown;
}

/** Field name -> the server's message. An error the server ties to no field is under `form`. */
export type SignupFieldErrors = Partial<Record<string, string>>;

export const SIGNUP_FORM_LEVEL_FIELD = 'form';

export type SignupOutcome =
  | { kind: 'accountExists' }
  | { kind: 'fieldErrors'; errors: SignupFieldErrors }
  | { kind: 'success' };

function collect(
  errors: ServerFieldErrors | null | undefined,
  rename: (field: string) => string,
): SignupFieldErrors {
  const out: SignupFieldErrors = {};
  if (!errors) return out;
  const put = (field: string | null | undefined, message: unknown) => {
    const key = rename(field || SIGNUP_FORM_LEVEL_FIELD);
    if (typeof message === 'string' && message !== '' && out[key] === undefined) out[key] = message;
  };
  if (Array.isArray(errors)) {
    for (const entry of errors as ReadonlyArray<{ field?: string | null; message: string }>)
      put(entry.field, entry.message);
  } else {
    for (const [field, message] of Object.entries(errors))
      put(field, Array.isArray(message) ? message[0] : message);
  }
  return out;
}

/**
 * `aliases` maps the server's field names onto the form's (the page calls `passwordConfirm`
 * `confirmPassword`). An empty error list is no error.
 */
export function classifySignupResult(
  result: SignupResult | null | undefined,
  aliases: Readonly<Record<string, string>> = {},
): SignupOutcome {
  if (result?.accountExists) return { kind: 'accountExists' };
  const rename = (field: string) => aliases[field] ?? field;
  const errors = { ...collect(result?.validationErrors, rename), ...collect(result?.formErrors, rename) };
  return Object.keys(errors).length > 0 ? { kind: 'fieldErrors', errors } : { kind: 'success' };
}
