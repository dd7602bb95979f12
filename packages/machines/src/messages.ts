/**
 * Every user-facing message of the spec (01 shell/auth/projects, 02 account settings), verbatim.
 * `{product}`, `{phone}`, `{query}` and `{location}` stay placeholders: fill them with formatMessage.
 * messages.test.ts reads the spec and fails if a quoted message is missing here.
 */

function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child);
  }
  return Object.freeze(value);
}

export const messages = deepFreeze({
  shell: {
    pageExpired: 'This page has expired. Click here to refresh the page.',
    maintenanceTitle: 'Maintenance in Progress',
    searchWait: 'Searching for {query} near {location}',
    anonymousName: 'Anonymous',
  },
  authModal: {
    forgotPasswordSuccessTitle: 'Check your email',
    findYourPolicy: 'Find your policy',
  },
  login: {
    emailRequired: 'Please enter your email address.',
    passwordRequired: 'Please enter your password.',
    invalidCredentials: 'The username or password is incorrect.',
  },
  signupModal: {
    firstNameRequired: 'Please enter your first name.',
    lastNameRequired: 'Please enter your last name.',
    emailRequired: 'Please enter your email address.',
    passwordRequired: 'Please create a password.',
    confirmPasswordRequired: 'Please confirm your password.',
    passwordsDoNotMatch: 'Passwords do not match',
  },
  signupPage: {
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
  },
  /** The email-code step of the sign-up page. */
  oneTimeCode: {
    verify: 'Verify',
    verifying: 'Verifying...',
    sendAgain: 'Send again',
    sendFailed: 'Failed to send OTP email. Please try again.',
    verifyFailed: 'Failed to verify OTP code. Please try again.',
    invalidCode: 'Invalid OTP code',
  },
  passwordless: {
    invalidEmail: 'Please enter a valid email address.',
    passwordRule: 'Password must be at least 6 characters and contain a letter.',
  },
  resetPassword: {
    title: 'Account / Reset Password',
    passwordsDoNotMatch: 'Passwords do not match',
    /** INVALID_PASSWORD from the server; also shown by the client for the same rule. */
    invalidPassword: 'Password must be at least 6 characters long.',
    /** EXPIRED_TOKEN: the server answered with an empty response. */
    expiredToken: 'Your password reset link has expired.',
    /** UNKNOWN */
    unknownError: 'An error occurred while setting your new password.',
  },
  survey: {
    notLikely: 'Not likely',
    veryLikely: 'Very likely',
    submit: 'Submit',
    submitFailed: 'Error submitting feedback',
  },
  /** Errors of the project data layer (spec 01 §5, §8); developer-facing but quoted by the spec. */
  data: {
    companyIdRequired: 'companyId required',
    companyIdsRequired: 'companyIds required',
    companyDocumentCountMismatch: 'Different number of company documents returned',
    missingRootDocument: 'missing root document',
  },
  accountSettings: {
    title: 'Account Settings',
    profile: 'Profile',
    photo: 'Photo',
    projectCommunications: 'Project Communications',
    generalCommunications: 'General Communications',
    password: 'Password',
    paymentMethods: 'Payment Methods',
    documentDelivery: 'Document delivery',
  },
  profile: {
    firstNameLabel: 'First name',
    lastNameLabel: 'Last name',
    phoneLabel: 'Mobile number',
    emailLabel: 'Email',
    firstNameRequired: 'First name is required.',
    lastNameRequired: 'Last name is required.',
    emailRequired: 'Email is required.',
    invalidEmail: 'Invalid email address.',
    phoneRequired: 'Phone is required.',
    invalidPhone: 'Invalid phone number.',
    verifyPhone: 'Verify your phone number.',
    nameSaveFailed: 'Unable to update your account. Please try again.',
    phoneSaveFailed: 'Unable to update your phone number. Please try again.',
    emailSaveFailed: 'Unable to update your email. Please try again.',
    changePhoto: 'Change',
  },
  address: {
    streetLabel: 'Street Address',
    unitLabel: 'Unit',
    cityLabel: 'City',
    stateLabel: 'State',
    postalCodeLabel: 'ZIP Code',
    streetRequired: 'Street Address is required',
    cityRequired: 'City is required',
    postalCodeInvalid: 'ZIP code is invalid',
    fieldRequired: 'This field is required',
    invalidAddress: 'Please enter a valid address.',
    saveFailed: 'Unable to update your address. Please try again.',
  },
  phoneVerification: {
    success: 'Successfully saved',
    failure: 'Failed to verify phone number.',
  },
  changePassword: {
    oldPasswordLabel: 'Old Password',
    newPasswordLabel: 'New Password',
    confirmPasswordLabel: 'Confirm Password',
    setPassword: 'SET PASSWORD',
    currentRequired: 'Must provide current password.',
    newPasswordRule: 'Password must be at least 6 characters and contain a letter.',
    passwordMismatch: "Password doesn't match.",
    oldPasswordUnverified: 'Unable to verify old password.',
    changeFailed: 'There was a problem updating your password, please try again.',
    resetFailed: 'Unable to reset password, please try again.',
    resetEmailSent: 'Please check your email for directions on how to set your password.',
    created: 'New password created',
    curatorReset: "Curators: Click here to reset this user's password.",
  },
  accountRemoval: {
    link: 'Delete my account',
    title: 'Remove account',
    // Spec 02 §2 paraphrases the drawer text; the last line is verbatim from §9.
    noticeSignedOut: 'You will be signed out.',
    noticeProcessing: 'Removal of your account begins processing.',
    noticeConfirmation: 'You will receive a confirmation.',
    noticeDuration: 'Account removal takes up to 45 days.',
    feedbackLabel: 'How can we improve?',
    feedbackPlaceholder: 'Provide your feedback here',
    delete: 'Delete',
    cancel: 'Cancel',
    reasons: {
      proProfile: "I'm a {product} Pro and want to remove my profile",
      privacy: 'I am concerned about my privacy',
      noValue: "I don't see value in the service",
      badExperience: 'I had a bad experience using your service',
      other: 'Other',
    },
  },
  contactPreferences: {
    fromPros: 'Messages from Pros',
    fromProduct: 'Messages from {product}',
    email: 'Emails',
    text: 'Text',
    both: 'Both',
    saveFailed: 'Unable to save preferences, please try again.',
  },
  emailSubscriptions: {
    subscribed: 'Subscribed',
    unsubscribed: 'Unsubscribed',
    unsubscribeFromAll: 'Unsubscribe from all',
    unsubscribeFailed: 'Updating email settings failed.',
    newsletterUnsubscribed: 'You will no longer receive Newsletter messages.',
    moveInUnsubscribed: 'You will no longer receive Move-In Experience messages.',
    invalidShortCode: 'Invalid Email Unsubscribe shortCode',
  },
  paymentMethods: {
    addCard: '+ Add a Card',
    viewSavedCards: 'View saved cards',
    removeCard: 'Remove Card',
    confirmRemove: 'Confirm Remove',
    yes: 'Yes',
    no: 'No',
    removeFailed: 'Failed to remove card.',
    addFailed: 'Failed to save new card.',
    reloadFailed: 'Error loading credit cards',
    stripeLoadFailed: 'Error loading Stripe',
    controlsCrashed: 'Error loading payment controls, refresh to try again.',
  },
  paperless: {
    label: 'Paperless document delivery',
    success: 'Success',
    saveFailed: 'An unexpected error occurred, please try again',
  },
} as const);

export type Messages = typeof messages;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** Any message of the catalogue (a union of string literals). */
export type Message = Leaves<Messages>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders from `values`; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
