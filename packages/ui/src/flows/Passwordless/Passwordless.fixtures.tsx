/* Story helpers for the passwordless form: an actor of the real machine with fake calls, placed on a page or in a dialog. */
import {
  type LoginResult,
  type PasswordlessLoginInput,
  type PasswordlessSetPasswordInput,
  passwordlessMachine,
} from '@hearth/machines';
import { useId } from 'react';
import { createActor, fromPromise } from 'xstate';
import { Modal } from '../../components/Modal';
import { useStoryActor } from '../../testing/useStoryActor';
import { FAKE_LOGIN_SESSION, type FakeCall, fakeOutcome, fill } from '../AuthModal/AuthModal.fixtures';
import { FlowPage } from '../shared';
import { PasswordlessForm } from './PasswordlessForm';

/** The title the stories give the form; the spec names none, the app chooses its own. */
export const PASSWORDLESS_STORY_TITLE = 'Set your password';

export type PasswordlessHarnessProps = {
  /** The already-known address the form is prefilled with. */
  email?: string;
  setPassword?: FakeCall;
  /** How many login attempts fail (with a 401) before the next ones behave as `loginAfterFailures`. @default 0 */
  loginFailures?: number;
  /** What the login attempts after the failing ones do. @default 'succeed' */
  loginAfterFailures?: 'succeed' | 'hang';
  /** Place the form in a dialog (as in the auth modal) instead of on a page. @default false */
  inDialog?: boolean;
  onCall?: (name: string, input: unknown) => void;
  /** The lockout's countdown step (`FROZEN_TICK_MS` holds it still). @default 1000 */
  tickMs?: number;
};

/** The passwordless form on an actor of the real `passwordlessMachine` whose calls are fakes. */
export function PasswordlessHarness({
  email = 'jane@example.com',
  setPassword = 'succeed',
  loginFailures = 0,
  loginAfterFailures = 'succeed',
  inDialog = false,
  onCall,
  tickMs,
}: PasswordlessHarnessProps) {
  const titleId = useId();
  const actor = useStoryActor(() => {
    const attempts = { setPassword: 0, login: 0 };
    const machine = passwordlessMachine.provide({
      ...(tickMs ? { delays: { TICK: tickMs } } : {}),
      actors: {
        setPassword: fromPromise<void, PasswordlessSetPasswordInput>(({ input }) => {
          onCall?.('setPassword', input);
          attempts.setPassword += 1;
          return fakeOutcome(setPassword, attempts.setPassword, undefined);
        }),
        login: fromPromise<LoginResult, PasswordlessLoginInput>(({ input }) => {
          onCall?.('login', input);
          attempts.login += 1;
          const outcome = attempts.login <= loginFailures ? 'refuse' : loginAfterFailures;
          return fakeOutcome(outcome, attempts.login, FAKE_LOGIN_SESSION);
        }),
      },
    });
    return createActor(machine, { input: { email } });
  });
  if (inDialog) {
    return (
      <Modal
        isOpen
        title={PASSWORDLESS_STORY_TITLE}
        showCloseButton={false}
        isDismissable={false}
        isKeyboardDismissDisabled
      >
        <PasswordlessForm actor={actor} autoFocus />
      </Modal>
    );
  }
  return (
    <FlowPage title={PASSWORDLESS_STORY_TITLE} titleId={titleId}>
      <PasswordlessForm actor={actor} />
    </FlowPage>
  );
}

/** Types the new password and its confirmation (the address is prefilled). */
export async function fillPasswords(scope: HTMLElement, password = 'secret1', confirm = password) {
  await fill(scope, 'Password', password);
  await fill(scope, 'Confirm password', confirm);
}
