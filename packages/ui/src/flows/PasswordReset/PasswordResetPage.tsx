'use client';

import { messages, type passwordResetMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '../../components/Link';
import { useSitePaths } from '../../provider/sitePaths';
import { FlowPage, FormAlert } from '../shared';
import { type PasswordResetActor, PasswordResetForm } from './PasswordResetForm';
import { FocusTarget, Paragraph } from './PasswordResetPage.styles';

export type { PasswordResetActor };

/** The route's title, for the app to set as the document title; also the page's h1. */
export const PASSWORD_RESET_TITLE: string = messages.resetPassword.title;

export type PasswordResetPageProps = {
  /** A `passwordResetMachine` actor created with the route's `token` and `resetPassword` provided. */
  actor: PasswordResetActor;
  /**
   * Called with the log-in page's path once the new password is saved (the machine emits
   * `redirect`): navigate there.
   */
  onRedirect: (to: string) => void;
  /** The log-in page, linked once the password is saved. @default the site's `login` page */
  loginHref?: string;
  /**
   * Where a person with an expired or malformed link asks for a new one: the log-in page, whose
   * modal holds the forgot-password form. @default `loginHref`
   */
  requestLinkHref?: string;
};

type Step = 'form' | 'linkUnusable' | 'done';

/** From tags and status only: `error` is a link that cannot be used, a finished actor is a success. */
function stepOf(snapshot: SnapshotFrom<typeof passwordResetMachine>): Step {
  if (snapshot.hasTag('error')) return 'linkUnusable';
  if (snapshot.status === 'done') return 'done';
  return 'form';
}

/**
 * The password reset page ('Account / Reset Password'): New password and Verify password, then
 * Save. A link that is malformed or has expired shows its message and a way to get a new link
 * instead of the form; a saved password hands over to `onRedirect` with the log-in page.
 */
export function PasswordResetPage({
  actor,
  onRedirect,
  loginHref: givenLoginHref,
  requestLinkHref,
}: PasswordResetPageProps) {
  const titleId = useId();
  const paths = useSitePaths();
  const loginHref = givenLoginHref ?? paths.login;
  const step = useSelector(actor, stepOf);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const message = useRef<HTMLDivElement>(null);
  const previousStep = useRef(step);

  const redirect = useEffectEvent((to: string) => onRedirect(to));
  useEffect(() => {
    const subscription = actor.on('redirect', (event) => redirect(event.to));
    return () => subscription.unsubscribe();
  }, [actor]);

  // When the form gives way to a result, the result's message takes focus.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    message.current?.focus();
  }, [step]);

  return (
    <FlowPage title={PASSWORD_RESET_TITLE} titleId={titleId}>
      {step === 'form' ? <PasswordResetForm actor={actor} /> : null}
      {step === 'linkUnusable' ? (
        <FocusTarget ref={message} tabIndex={-1}>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Paragraph>
            A reset link works only once and for a limited time. To get a new one, use the forgot-password
            link on the log-in page.
          </Paragraph>
          <div>
            <Link href={requestLinkHref ?? loginHref} variant="standalone">
              Request a new reset link
            </Link>
          </div>
        </FocusTarget>
      ) : null}
      {step === 'done' ? (
        <FocusTarget ref={message} tabIndex={-1}>
          <Paragraph role="status">Your new password is saved. Taking you to the log-in page…</Paragraph>
          <div>
            <Link href={loginHref} variant="standalone">
              Go to the log-in page
            </Link>
          </div>
        </FocusTarget>
      ) : null}
    </FlowPage>
  );
}
