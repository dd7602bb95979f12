/**
 * The email address rule the forms, the contract and the API share: the HTML email-input pattern
 * (WHATWG), except that the domain needs at least one dot: 'name@localhost' is not an address a
 * customer can be reached at.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether `value` is an email address; surrounding whitespace is ignored (forms trim before sending). */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
