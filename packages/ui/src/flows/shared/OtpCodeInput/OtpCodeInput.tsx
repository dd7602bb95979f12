'use client';

import { CODE_LENGTH, type otpInputMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { CircleAlert } from '../../../components/Icon/icons';
import { inputEvent, keyOutcome } from './boxEvents';
import { CodeBox, CodeBoxes, CodeDescription, CodeError, CodeGroup, CodeLegend } from './OtpCodeInput.styles';

/** What a parent can do to the boxes besides sending events to the actor. */
export type OtpCodeInputHandle = {
  /** Moves the focus to box `index` (default the first), in the page and in the machine. */
  focus: (index?: number) => void;
  /** Empties the six boxes (`user.clear`); the machine's focus goes back to the first box. */
  clear: () => void;
};

export type OtpCodeInputProps = {
  /** A running `otpInputMachine` actor: it holds the six digits and which box has the focus. */
  actor: ActorRefFrom<typeof otpInputMachine>;
  /** The visible label naming the group of boxes. @default 'Verification code' */
  label?: string;
  /** Help text under the label, read with every box. */
  description?: ReactNode;
  /** The code's error, such as 'Invalid OTP code': announced, and tied to every box. */
  errorMessage?: string | null;
  /** The boxes cannot be used. @default false */
  isDisabled?: boolean;
  /** The digits cannot change (a check is running); the focus stays where it is. @default false */
  isReadOnly?: boolean;
  /** Called when Enter is pressed in a box (the machine's `verify`), with the code as it stands. */
  onVerify?: (code: string) => void;
  /** Focus the first box when the input appears. @default false */
  autoFocus?: boolean;
  /** The accessible name of each box. @default (n, total) => `Digit ${n} of ${total}` */
  digitLabel?: (position: number, total: number) => string;
  ref?: Ref<OtpCodeInputHandle>;
};

const defaultDigitLabel = (position: number, total: number) => `Digit ${position} of ${total}`;
const clamp = (index: number) => Math.max(0, Math.min(index, CODE_LENGTH - 1));

/**
 * The six single-digit boxes of an email code, rendered from an `otpInputMachine`
 * actor. Every key, paste and focus goes to the machine, and the focus in the page follows the
 * machine's `focusedIndex`. The first box has `autocomplete="one-time-code"`: a code the browser
 * or the phone fills in there arrives whole and fills all six.
 */
export function OtpCodeInput({
  actor,
  label = 'Verification code',
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  onVerify,
  autoFocus = false,
  digitLabel = defaultDigitLabel,
  ref,
}: OtpCodeInputProps) {
  const digits = useSelector(actor, (snapshot) => snapshot.context.digits);
  const focusedIndex = useSelector(actor, (snapshot) => snapshot.context.focusedIndex);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const ids = useId();
  const descriptionId = `${ids}-description`;
  const errorId = `${ids}-error`;
  const describedBy =
    [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  const focusBox = (index: number) => {
    actor.send({ type: 'user.focus', index: clamp(index) });
    boxes.current[clamp(index)]?.focus();
  };
  useImperativeHandle(ref, () => ({
    focus: (index = 0) => focusBox(index),
    clear: () => actor.send({ type: 'user.clear' }),
  }));

  // Typing, arrows and pastes move the machine's focus: the page follows while the person is in
  // the boxes. A parent moves it from elsewhere through the handle's `focus`.
  useEffect(() => {
    const box = boxes.current[focusedIndex];
    const active = document.activeElement;
    if (box && active !== box && groupRef.current?.contains(active)) box.focus();
  }, [focusedIndex]);

  const verify = useEffectEvent((code: string) => onVerify?.(code));
  useEffect(() => {
    const subscription = actor.on('verify', (event) => verify(event.code));
    return () => subscription.unsubscribe();
  }, [actor]);

  const focusFirstOnMount = useEffectEvent(() => focusBox(0));
  useEffect(() => {
    if (autoFocus) focusFirstOnMount();
  }, [autoFocus]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = keyOutcome(index, event, isReadOnly);
    if (outcome.preventDefault) event.preventDefault();
    if (outcome.event) actor.send(outcome.event);
  };
  const onChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (isReadOnly) return;
    const { inputType } = event.nativeEvent as InputEvent;
    const next = inputEvent(index, event.currentTarget.value, digits[index] ?? '', inputType);
    if (next) actor.send(next);
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (isReadOnly) return;
    actor.send({ type: 'user.paste', index, text: event.clipboardData.getData('text') });
  };

  return (
    <CodeGroup ref={groupRef} aria-describedby={describedBy}>
      <CodeLegend>{label}</CodeLegend>
      {description ? <CodeDescription id={descriptionId}>{description}</CodeDescription> : null}
      <CodeBoxes>
        {digits.map((digit, index) => (
          <CodeBox
            // The boxes are fixed: six, always in the same order.
            // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            aria-label={digitLabel(index + 1, CODE_LENGTH)}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={describedBy}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Room for a whole code, so an autofill or a phone's suggestion is not cut to one digit.
            maxLength={CODE_LENGTH}
            disabled={isDisabled}
            readOnly={isReadOnly}
            onKeyDown={onKeyDown(index)}
            onChange={onChange(index)}
            onPaste={onPaste(index)}
            onFocus={() => {
              if (index !== actor.getSnapshot().context.focusedIndex)
                actor.send({ type: 'user.focus', index });
            }}
          />
        ))}
      </CodeBoxes>
      <CodeError id={errorId} role="alert">
        {errorMessage ? (
          <>
            <CircleAlert aria-hidden="true" focusable="false" />
            <span>{errorMessage}</span>
          </>
        ) : null}
      </CodeError>
    </CodeGroup>
  );
}
