import { formatMessage, messages } from '../messages';
import { isBlank } from './shared';

export type AccountRemovalReason = keyof typeof messages.accountRemoval.reasons;

/** The reasons in the order the drawer lists them. */
export const ACCOUNT_REMOVAL_REASONS = [
  'proProfile',
  'privacy',
  'noValue',
  'badExperience',
  'other',
] as const satisfies readonly AccountRemovalReason[];

export const accountRemovalReasonText = (reason: AccountRemovalReason, product: string): string =>
  formatMessage(messages.accountRemoval.reasons[reason], { product });

export interface AccountRemovalValues {
  reason: AccountRemovalReason | null | undefined;
  feedback: string;
}

/**
 * A reason is required and Other needs feedback text. The spec quotes no message for either:
 * Delete simply stays disabled, so these are predicates rather than message rules.
 */
export const isAccountRemovalComplete = (values: AccountRemovalValues): boolean =>
  values.reason !== null &&
  values.reason !== undefined &&
  (values.reason !== 'other' || !isBlank(values.feedback));

/** Delete is disabled until the removal is complete and while the request is being sent. */
export const canDeleteAccount = (values: AccountRemovalValues, sending: boolean): boolean =>
  !sending && isAccountRemovalComplete(values);
