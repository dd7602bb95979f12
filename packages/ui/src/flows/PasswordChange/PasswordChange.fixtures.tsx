/* Story helpers for the Change Password card: an actor of the real machine with fake calls. */
import {
  type ChangePasswordInput,
  type ChangePasswordResult,
  passwordChangeMachine,
  type RequestPasswordEmailInput,
} from '@hearth/machines';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { type FakeCall, fakeOutcome } from '../AuthModal/AuthModal.fixtures';
import { type AccountViewer, AccountViewProvider } from '../shared';
import { ChangePasswordCard } from './ChangePasswordCard';

/**
 * What the fake password change does: succeed, refuse the old password, fail (500), answer too
 * many attempts (429, 858 s) or never answer.
 */
export type FakePasswordChange = 'succeed' | 'wrongOldPassword' | 'fail' | 'rateLimited' | 'hang';

export const curator: AccountViewer = { kind: 'curator', viewedUserId: 42, viewedUserName: 'Hana Homeowner' };
export const BACK_OFFICE_HREF = 'https://backoffice.example.com/users/42';

export type ChangePasswordHarnessProps = {
  /** The user has no password yet. @default false */
  hasNoPassword?: boolean;
  /** Who looks at the account. @default owner */
  viewer?: AccountViewer;
  change?: FakePasswordChange;
  /** What the fake SET PASSWORD email request does. @default 'succeed' */
  setPassword?: FakeCall;
  /** The snackbar's auto-hide; the spec's is 10000 ms, shortened to show it in a story. */
  snackbarMs?: number;
  onCall?: (name: string, input: unknown) => void;
  onActor?: (actor: AnyActorRef) => void;
  /** The lockout's countdown step (`FROZEN_TICK_MS` holds it still). @default 1000 */
  tickMs?: number;
};

function fakeChange(change: FakePasswordChange): Promise<ChangePasswordResult> {
  if (change === 'wrongOldPassword') return Promise.resolve({ kind: 'oldPasswordRefused' });
  return fakeOutcome(change, 1, { kind: 'changed' });
}

/** The Change Password card on an actor of the real `passwordChangeMachine` whose calls are fakes. */
export function ChangePasswordHarness({
  hasNoPassword = false,
  viewer = { kind: 'owner' },
  change = 'succeed',
  setPassword = 'succeed',
  snackbarMs,
  onCall,
  onActor,
  tickMs,
}: ChangePasswordHarnessProps) {
  const actor = useStoryActor(() => {
    const machine = passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise<ChangePasswordResult, ChangePasswordInput>(({ input }) => {
          onCall?.('changePassword', input);
          return fakeChange(change);
        }),
        requestPasswordEmail: fromPromise<void, RequestPasswordEmailInput>(({ input }) => {
          onCall?.('requestPasswordEmail', input);
          return fakeOutcome(setPassword, 1, undefined);
        }),
      },
      delays: {
        ...(snackbarMs ? { PASSWORD_SNACKBAR_AUTO_HIDE: snackbarMs } : {}),
        ...(tickMs ? { TICK: tickMs } : {}),
      },
    });
    return createActor(machine, {
      input: { userId: 42, email: 'hana@example.com', hasNoPassword, isCurator: viewer.kind === 'curator' },
    });
  });
  useEffect(() => onActor?.(actor), [actor, onActor]);
  return (
    <AccountViewProvider viewer={viewer}>
      <ChangePasswordCard actor={actor} backOfficeUserHref={BACK_OFFICE_HREF} />
    </AccountViewProvider>
  );
}

export const passwordInput = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label, { selector: 'input' });

/** Fills the three fields by keyboard alone, tabbing in from the start of the page. */
export async function typePasswords(
  scope: HTMLElement,
  old = 'old-secret',
  next = 'new secret 1',
  confirm = next,
) {
  await userEvent.tab();
  await expect(passwordInput(scope, 'Old Password')).toHaveFocus();
  await userEvent.keyboard(old);
  await userEvent.tab(); // the field's show-password toggle
  await userEvent.tab();
  await expect(passwordInput(scope, 'New Password')).toHaveFocus();
  await userEvent.keyboard(next);
  await userEvent.tab();
  await userEvent.tab();
  await expect(passwordInput(scope, 'Confirm Password')).toHaveFocus();
  await userEvent.keyboard(confirm);
}

/** The mock (an `onCall: fn()` arg) calls with this name. */
export const callsNamed = (onCall: unknown, name: string) =>
  (onCall as { mock: { calls: unknown[][] } }).mock.calls.filter(([called]) => called === name);
