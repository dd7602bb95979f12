'use client';

import type { loginPageMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/Banner';
import { Spinner } from '../../components/Spinner';
import { useSitePaths } from '../../provider/sitePaths';
import { FlowPage } from '../shared';
import { StatusLine } from '../shared/authForm.styles';
import { LoginForm } from '../shared/LoginForm';

export type LoginPageActor = ActorRefFrom<typeof loginPageMachine>;

export type LoginPageProps = {
  /**
   * A `loginPageMachine` actor. It emits `redirect` (`{ to }`) at once when already logged in and
   * after login once the session is loaded: the app performs the redirect. The first one is
   * emitted as the actor starts, so subscribe with `actor.on('redirect', …)` before starting it
   * (or read the actor's output `redirectTo` once it is done).
   */
  actor: LoginPageActor;
  /** The page's query string, such as '?r=%2Fmy-home', kept on the Sign Up link. @default '' */
  search?: string;
  /** The sign-up page the Sign Up link goes to, before `search`. @default the site's `signup` page */
  signupHref?: string;
  /**
   * A notice above the form about what brought the person here, such as a password just changed:
   * shown as a success status until they log in.
   */
  notice?: ReactNode;
  /**
   * Opens the forgot-password form (for example the auth modal in FORGOT_PASSWORD mode). The
   * login page machine has no such event; without this prop no forgot-password action is shown.
   */
  onForgotPassword?: () => void;
};

/**
 * The login page: 'Log in' with the login form; when already logged in, or once
 * logged in, a polite 'Redirecting…' status instead of the form while the app redirects.
 */
export function LoginPage({ actor, search = '', signupHref, notice, onForgotPassword }: LoginPageProps) {
  const titleId = useId();
  const paths = useSitePaths();
  const isRedirecting = useSelector(actor, (snapshot) => snapshot.hasTag('redirecting'));
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const hasUnexpectedError = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const lockoutSeconds = useSelector(actor, (snapshot) => snapshot.context.lockoutSeconds);
  const showFindPolicy = useSelector(actor, (snapshot) => snapshot.context.showFindPolicy);
  return (
    <FlowPage title="Log in" titleId={titleId}>
      {notice && !isRedirecting ? <Banner variant="success">{notice}</Banner> : null}
      {isRedirecting ? null : (
        <LoginForm
          values={values}
          fieldErrors={fieldErrors}
          formError={formError}
          hasUnexpectedError={hasUnexpectedError}
          isBusy={isBusy}
          lockoutSeconds={lockoutSeconds}
          showFindPolicy={showFindPolicy}
          onChange={(field, value) => actor.send({ type: 'user.change', field, value })}
          onSubmit={() => actor.send({ type: 'user.submit' })}
          onForgotPassword={onForgotPassword}
          signUp={{ href: `${signupHref ?? paths.signup}${search}` }}
        />
      )}
      {/* Always present, so that what appears in it is announced. */}
      <div role="status">
        {isRedirecting ? (
          <StatusLine>
            <Spinner />
            Redirecting…
          </StatusLine>
        ) : null}
      </div>
    </FlowPage>
  );
}
