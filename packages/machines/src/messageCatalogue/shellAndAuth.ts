// The messages of the shell, auth, survey and projects, verbatim: one export per part of the product, read as
// `messages.<part>.<name>` (../messages.ts).
import { deepFreeze } from './deepFreeze';

export const shell = deepFreeze({
  pageExpired: 'This page has expired. Click here to refresh the page.',
  maintenanceTitle: 'Maintenance in Progress',
  searchWait: 'Searching for {query} near {location}',
  anonymousName: 'Anonymous',
} as const);

export const authModal = deepFreeze({
  forgotPasswordSuccessTitle: 'Check your email',
  findYourPolicy: 'Find your policy',
} as const);

export const login = deepFreeze({
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  invalidCredentials: 'The username or password is incorrect.',
} as const);

export const signupModal = deepFreeze({
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please create a password.',
  confirmPasswordRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match',
} as const);

export const signupPage = deepFreeze({
  title: 'Create an account',
  passwordTooShort: 'Passwords should contain at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  submit: 'Sign Up',
  submitting: 'Signing Up...',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  accountExists: 'An account with this email already exists.',
  logInHere: 'Log in here',
  signupFailed: 'Signup failed. Please try again.',
} as const);

/** The email-code step of the sign-up page. */
export const oneTimeCode = deepFreeze({
  verify: 'Verify',
  verifying: 'Verifying...',
  sendAgain: 'Send again',
  sendFailed: 'Failed to send OTP email. Please try again.',
  verifyFailed: 'Failed to verify OTP code. Please try again.',
  invalidCode: 'Invalid OTP code',
} as const);

export const passwordless = deepFreeze({
  invalidEmail: 'Please enter a valid email address.',
  passwordRule: 'Password must be at least 6 characters and contain a letter.',
} as const);

export const resetPassword = deepFreeze({
  title: 'Account / Reset Password',
  passwordsDoNotMatch: 'Passwords do not match',
  /** INVALID_PASSWORD from the server; also shown by the client for the same rule. */
  invalidPassword: 'Password must be at least 6 characters long.',
  /** EXPIRED_TOKEN: the server answered with an empty response. */
  expiredToken: 'Your password reset link has expired.',
  /** UNKNOWN */
  unknownError: 'An error occurred while setting your new password.',
} as const);

export const survey = deepFreeze({
  notLikely: 'Not likely',
  veryLikely: 'Very likely',
  submit: 'Submit',
  submitFailed: 'Error submitting feedback',
} as const);

/** Errors of the project data layer; developer-facing, but part of the catalogue. */
export const data = deepFreeze({
  companyIdRequired: 'companyId required',
  companyIdsRequired: 'companyIds required',
  companyDocumentCountMismatch: 'Different number of company documents returned',
  missingRootDocument: 'missing root document',
} as const);
