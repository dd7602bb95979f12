'use client';

import { messages } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { FormActions, FormAlert } from '../shared';
import { LockoutNotice } from '../shared/LockoutNotice';
import type { PasswordChangeActor } from './ChangePasswordCard';
import { CardText } from './ChangePasswordCard.styles';

type SetPasswordPanelProps = { actor: PasswordChangeActor; isReadOnly: boolean };

/** For a user without a password: SET PASSWORD sends the email that lets them set one. */
export function SetPasswordPanel({ actor, isReadOnly }: SetPasswordPanelProps) {
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const lockoutSeconds = useSelector(actor, (snapshot) => snapshot.context.lockoutSeconds);
  const lockId = useId();
  return (
    <>
      {/* The spec quotes no text here; plain words so the button is not left unexplained. */}
      <CardText>Your account has no password yet.</CardText>
      <FormActions>
        <Button
          variant="primary"
          isPending={isBusy}
          isDisabled={isReadOnly || lockoutSeconds > 0}
          aria-describedby={lockoutSeconds > 0 ? lockId : undefined}
          onPress={() => actor.send({ type: 'user.setPassword' })}
        >
          {messages.changePassword.setPassword}
        </Button>
      </FormActions>
      {/* Always present, so that the notice appearing in it is announced. */}
      <div role="status">{notice ? <CardText>{notice}</CardText> : null}</div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <LockoutNotice action={messages.accountLockout.sendResetEmail} seconds={lockoutSeconds} id={lockId} />
    </>
  );
}
