// The messages of the account settings, verbatim: one export per part of the product, read as
// `messages.<part>.<name>` (../messages.ts).
import { deepFreeze } from './deepFreeze';

export const accountSettings = deepFreeze({
  title: 'Account Settings',
  profile: 'Profile',
  photo: 'Photo',
  projectCommunications: 'Project Communications',
  generalCommunications: 'General Communications',
  password: 'Password',
  paymentMethods: 'Payment Methods',
  documentDelivery: 'Document delivery',
} as const);

export const profile = deepFreeze({
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
} as const);

export const address = deepFreeze({
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
} as const);

export const phoneVerification = deepFreeze({
  success: 'Successfully saved',
  failure: 'Failed to verify phone number.',
} as const);

export const changePassword = deepFreeze({
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
} as const);

export const accountRemoval = deepFreeze({
  link: 'Delete my account',
  title: 'Remove account',
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
} as const);

export const contactPreferences = deepFreeze({
  fromPros: 'Messages from Pros',
  fromProduct: 'Messages from {product}',
  email: 'Emails',
  text: 'Text',
  both: 'Both',
  saveFailed: 'Unable to save preferences, please try again.',
} as const);

export const emailSubscriptions = deepFreeze({
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  unsubscribeFromAll: 'Unsubscribe from all',
  unsubscribeFailed: 'Updating email settings failed.',
  newsletterUnsubscribed: 'You will no longer receive Newsletter messages.',
  moveInUnsubscribed: 'You will no longer receive Move-In Experience messages.',
  invalidShortCode: 'Invalid Email Unsubscribe shortCode',
} as const);

export const paymentMethods = deepFreeze({
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
} as const);

export const paperless = deepFreeze({
  label: 'Paperless document delivery',
  success: 'Success',
  saveFailed: 'An unexpected error occurred, please try again',
} as const);
