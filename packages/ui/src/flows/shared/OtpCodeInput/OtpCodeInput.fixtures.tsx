/* Story helpers for OtpCodeInput: the view over an actor of the real otpInput machine. */
import { otpInputMachine } from '@hearth/machines';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { type AnyActorRef, createActor } from 'xstate';
import { Button } from '../../../components/Button';
import { useStoryActor } from '../../../testing/useStoryActor';
import { vars } from '../../../theme/vars';
import { OtpCodeInput, type OtpCodeInputHandle, type OtpCodeInputProps } from './OtpCodeInput';

export type OtpCodeInputHarnessProps = Omit<OtpCodeInputProps, 'actor' | 'ref'> & {
  /** Keys typed into the boxes before the story starts, from the first box. */
  typed?: string;
  /** Show a 'Clear code' button that clears the boxes and focuses the first, as a parent does. */
  withClearButton?: boolean;
  /** Receives the actor once created, so a story can inspect it. */
  onActor?: (actor: AnyActorRef) => void;
};

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  max-width: ${vars.sizes.drawerWidth};
`;

/** The six boxes over a fresh `otpInputMachine` actor. */
export function OtpCodeInputHarness({
  typed = '',
  withClearButton = false,
  onActor,
  ...props
}: OtpCodeInputHarnessProps) {
  const actor = useStoryActor(() => createActor(otpInputMachine));
  const handle = useRef<OtpCodeInputHandle>(null);
  useEffect(() => {
    for (const key of typed) {
      actor.send({ type: 'user.type', index: actor.getSnapshot().context.focusedIndex, key });
    }
    onActor?.(actor);
  }, [actor, typed, onActor]);
  return (
    <Stack>
      <OtpCodeInput {...props} actor={actor} ref={handle} />
      {withClearButton ? (
        <Button
          variant="secondary"
          onPress={() => {
            handle.current?.clear();
            handle.current?.focus(0);
          }}
        >
          Clear code
        </Button>
      ) : null}
    </Stack>
  );
}

/** The digits the machine holds, joined with commas ('1,2,,,,'), and the box it focuses. */
export function codeState(actor: AnyActorRef) {
  const { digits, focusedIndex } = actor.getSnapshot().context as { digits: string[]; focusedIndex: number };
  return { digits: digits.join(','), focusedIndex };
}
