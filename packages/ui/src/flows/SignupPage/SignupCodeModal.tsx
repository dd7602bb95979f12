'use client';

import {
  messages,
  type otpInputMachine,
  signupPageCanResend,
  signupPageCanVerify,
  signupPageIsChecking,
  signupPageIsSending,
  type signupPageMachine,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatClock, spokenDuration, useCountdownAnnouncement } from '../shared/countdown';
import { LockoutNotice } from '../shared/LockoutNotice';
import { OtpCodeInput, type OtpCodeInputHandle } from '../shared/OtpCodeInput';
import { CodeStepActions, CodeStepBody, CodeStepStatus, CodeStepTitle } from './SignupPage.styles';

const oneTimeCode = messages.oneTimeCode;

const cooldownStarted = (seconds: number) => `You can send a new code in ${spokenDuration(seconds)}.`;
const COOLDOWN_ENDED = 'You can send a new code now.';

export type SignupCodeModalProps = {
  actor: ActorRefFrom<typeof signupPageMachine>;
  /** The six boxes' actor: the sign-up machine's `otp` child (`signupPageCodeBoxes`). */
  otp: ActorRefFrom<typeof otpInputMachine>;
  otpRef: RefObject<OtpCodeInputHandle | null>;
  isOpen: boolean;
};

/**
 * The email-code step of the sign-up page: the six boxes, Verify and
 * 'Send again', with the cooldown and the lockout the server may announce. Closing it sends
 * `user.cancel`.
 */
export function SignupCodeModal({ actor, otp, otpRef, isOpen }: SignupCodeModalProps) {
  const codeSentTo = useSelector(actor, (snapshot) => snapshot.context.codeSentTo);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'user.cancel' });
      }}
      title={
        <CodeStepTitle>
          {codeSentTo ? `Enter the code sent to ${codeSentTo}` : 'Enter the code from your email'}
        </CodeStepTitle>
      }
    >
      <CodeStep actor={actor} otp={otp} otpRef={otpRef} />
    </Modal>
  );
}

function CodeStep({ actor, otp, otpRef }: Omit<SignupCodeModalProps, 'isOpen'>) {
  const email = useSelector(actor, (snapshot) => snapshot.context.values.email.trim());
  const isSending = useSelector(actor, signupPageIsSending);
  const codeError = useSelector(actor, (snapshot) => snapshot.context.codeError);
  const cooldownSeconds = useSelector(actor, (snapshot) => snapshot.context.cooldownSeconds);
  const lockoutSeconds = useSelector(actor, (snapshot) => snapshot.context.lockoutSeconds);
  // Verifying, then creating the account.
  const isChecking = useSelector(actor, signupPageIsChecking);
  const canVerify = useSelector(actor, signupPageCanVerify);
  const canResend = useSelector(actor, signupPageCanResend);
  const cooldownAnnouncement = useCountdownAnnouncement(cooldownSeconds, cooldownStarted, COOLDOWN_ENDED);
  const lockId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);

  // A check that ends without the machine moving the focus may have disabled the button that had
  // it (a lockout disables Verify): the focus then goes to the first box rather than being lost.
  const wasChecking = useRef(isChecking);
  useEffect(() => {
    if (wasChecking.current && !isChecking) {
      const active = document.activeElement as HTMLElement | null;
      const lost = !active || !bodyRef.current?.contains(active) || active.matches(':disabled');
      if (lost) otpRef.current?.focus(0);
    }
    wasChecking.current = isChecking;
  }, [isChecking, otpRef]);

  // The boxes' code is already the machine's (its `otp` child reports every change).
  const verify = () => actor.send({ type: 'user.verify' });

  return (
    <CodeStepBody ref={bodyRef}>
      <CodeStepStatus role="status">
        {isSending
          ? `Sending a code to ${email}...`
          : 'The code has 6 digits. It may take a minute to arrive.'}
      </CodeStepStatus>
      <OtpCodeInput
        actor={otp}
        ref={otpRef}
        autoFocus
        errorMessage={codeError}
        isReadOnly={isChecking}
        onVerify={() => verify()}
      />
      {/* The focus goes to the first box instead (above). */}
      <LockoutNotice
        action={messages.lockout.actions.verifyCode}
        seconds={lockoutSeconds}
        id={lockId}
        takeFocus={false}
      />
      <CodeStepActions>
        <Button
          onPress={() => verify()}
          isDisabled={!canVerify && !isChecking}
          isPending={isChecking}
          pendingLabel={oneTimeCode.verifying}
          aria-describedby={lockoutSeconds > 0 ? lockId : undefined}
        >
          {oneTimeCode.verify}
        </Button>
        <Button
          variant="secondary"
          onPress={() => actor.send({ type: 'user.resend' })}
          isDisabled={!canResend}
        >
          {cooldownSeconds > 0
            ? `${oneTimeCode.sendAgain} in ${formatClock(cooldownSeconds)}`
            : oneTimeCode.sendAgain}
        </Button>
      </CodeStepActions>
      <VisuallyHidden>
        <span role="status">{cooldownAnnouncement}</span>
      </VisuallyHidden>
    </CodeStepBody>
  );
}
