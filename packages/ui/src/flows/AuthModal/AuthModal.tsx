'use client';

import { type AuthMode, type authModalMachine, authModeOf, messages } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Modal } from '../../components/Modal';
import { LoginForm } from '../shared/LoginForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ForgotPasswordSuccess } from './ForgotPasswordSuccess';
import { SignupForm } from './SignupForm';

export type AuthModalActor = ActorRefFrom<typeof authModalMachine>;

export type AuthModalProps = {
  /**
   * An `authModalMachine` actor. The modal is open while the actor runs; Escape, a click outside
   * and the close button send `user.close`. The app listens to the actor's emitted `close`
   * (unmount the modal) and `navigate` (`{ to: '/signup?…' }`, from the login form's Sign Up).
   */
  actor: AuthModalActor;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
};

/** The dialog title of each mode. */
export const authModalTitles: Readonly<Record<AuthMode, string>> = {
  LOGIN: 'Log in',
  SIGNUP: 'Sign up',
  FORGOT_PASSWORD: 'Forgot your password?',
  FORGOT_PASSWORD_SUCCESS: messages.authModal.forgotPasswordSuccessTitle,
};

/**
 * The login / sign-up modal: one dialog whose content follows the machine's mode
 * (LOGIN, SIGNUP, FORGOT_PASSWORD, FORGOT_PASSWORD_SUCCESS). Each mode's content takes focus as it
 * appears: the first field of a form, the message of the success panel.
 */
export function AuthModal({ actor, closeLabel }: AuthModalProps) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.status === 'active');
  const mode = useSelector(actor, authModeOf);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const hasUnexpectedError = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const login = useSelector(actor, (snapshot) => snapshot.context.login);
  const signup = useSelector(actor, (snapshot) => snapshot.context.signup);
  const forgotPassword = useSelector(actor, (snapshot) => snapshot.context.forgotPassword);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const lockoutSeconds = useSelector(actor, (snapshot) => snapshot.context.lockoutSeconds);
  const showFindPolicy = useSelector(actor, (snapshot) => snapshot.context.showFindPolicy);
  const showLogin = () => actor.send({ type: 'user.showLogin' });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'user.close' });
      }}
      title={authModalTitles[mode]}
      closeLabel={closeLabel}
    >
      {mode === 'LOGIN' ? (
        <LoginForm
          autoFocus
          values={login}
          fieldErrors={fieldErrors}
          formError={formError}
          hasUnexpectedError={hasUnexpectedError}
          isBusy={isBusy}
          lockoutSeconds={lockoutSeconds}
          showFindPolicy={showFindPolicy}
          onChange={(field, value) => actor.send({ type: 'user.change', field, value })}
          onSubmit={() => actor.send({ type: 'user.submit' })}
          onForgotPassword={() => actor.send({ type: 'user.showForgotPassword' })}
          signUp={{ onPress: () => actor.send({ type: 'user.showSignup' }) }}
        />
      ) : null}
      {mode === 'SIGNUP' ? (
        <SignupForm
          autoFocus
          values={signup}
          fieldErrors={fieldErrors}
          formError={formError}
          hasUnexpectedError={hasUnexpectedError}
          isBusy={isBusy}
          lockoutSeconds={lockoutSeconds}
          onChange={(field, value) => actor.send({ type: 'user.change', field, value })}
          onSubmit={() => actor.send({ type: 'user.submit' })}
          onShowLogin={showLogin}
        />
      ) : null}
      {mode === 'FORGOT_PASSWORD' ? (
        <ForgotPasswordForm
          autoFocus
          email={forgotPassword.email}
          emailError={fieldErrors.email}
          hasUnexpectedError={hasUnexpectedError}
          isBusy={isBusy}
          lockoutSeconds={lockoutSeconds}
          onChange={(value) => actor.send({ type: 'user.change', field: 'email', value })}
          onSubmit={() => actor.send({ type: 'user.submit' })}
          onShowLogin={showLogin}
        />
      ) : null}
      {mode === 'FORGOT_PASSWORD_SUCCESS' ? (
        <ForgotPasswordSuccess autoFocus email={forgotPassword.email} onShowLogin={showLogin} />
      ) : null}
    </Modal>
  );
}
