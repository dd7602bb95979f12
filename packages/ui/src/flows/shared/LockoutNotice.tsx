'use client';

/*
 * The one way every flow says the server refuses more attempts for a while (a 429 with its
 * `retryAfter`): 'Too many attempts. Logging in is locked for 14:18.', counting down.
 */
import { formatMessage, messages } from '@hearth/machines';
import { useCallback, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Icon } from '../../components/Icon';
import { Lock } from '../../components/Icon/icons';
import { toneBox, toneColors } from '../../components/shared/styles';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { vars } from '../../theme/vars';
import { formatClock, spokenDuration, useCountdownAnnouncement } from './countdown';

const Notice = styled.p`
  ${toneBox}
  ${toneColors('warning')}
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  margin: 0;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};

  svg {
    margin-top: calc((1lh - ${vars.sizes.iconSize.sm}) / 2);
  }

  /* In a wrapping row of controls, the notice takes a line of its own. */
  &[data-own-line] {
    flex-basis: 100%;
  }

  &:focus-visible {
    outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
    outline-offset: ${vars.sizes.focusRingWidth};
  }
`;
Notice.displayName = 'LockoutNotice';

/** 'Too many attempts. Logging in is locked for 14:18.': the clock on screen, words when spoken. */
export const lockoutText = (action: string, seconds: number, spoken = false): string =>
  formatMessage(messages.lockout.locked, {
    action,
    time: spoken ? spokenDuration(seconds) : formatClock(seconds),
  });

export type LockoutNoticeProps = {
  /** What is locked, in the catalogue's words: `messages.lockout.actions.logIn` ('Logging in'). */
  action: string;
  /** Seconds left, as the machine counts them down; 0 shows no notice. */
  seconds: number;
  /** The notice's id: give it to the locked button's `aria-describedby`. */
  id: string;
  /**
   * When the lock starts and the focus is lost (on the page's body, or on the button the lock just
   * disabled), the notice takes it, so a keyboard or screen reader user lands on what happened;
   * when it ends, the control the notice described takes it back. @default true
   */
  takeFocus?: boolean;
  /** In a wrapping flex row (a prompt beside its button): the notice takes a line of its own. */
  ownLine?: boolean;
};

/**
 * The lock in place, in the form: a warning with a lock and the time left, redrawn every second.
 * It is not a live region (a change every second would be read every second): a hidden polite
 * status says when the lock starts, in words, and when it ends.
 */
export function LockoutNotice({ action, seconds, id, takeFocus = true, ownLine }: LockoutNoticeProps) {
  const started = useCallback((left: number) => lockoutText(action, left, true), [action]);
  const ended = formatMessage(messages.lockout.unlocked, { action });
  const announcement = useCountdownAnnouncement(seconds, started, ended);
  const ref = useRef<HTMLParagraphElement>(null);
  // The control the lock disabled (it is described by the notice), to give the focus back to.
  const lockedControl = useRef<HTMLElement | null>(null);
  const locked = seconds > 0;
  useEffect(() => {
    if (!takeFocus) return;
    if (locked) {
      lockedControl.current = document.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(id)}"]`);
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body || active.matches(':disabled, [aria-disabled="true"]'))
        ref.current?.focus();
      return;
    }
    // Unlocked: the notice is gone, and with it the focus if it was there; the control takes it.
    const control = lockedControl.current;
    lockedControl.current = null;
    const active = document.activeElement;
    if (control?.isConnected && (!active || active === document.body)) control.focus();
  }, [locked, takeFocus, id]);
  return (
    <>
      {locked ? (
        <Notice id={id} ref={ref} tabIndex={-1} data-variant="warning" data-own-line={ownLine || undefined}>
          <Icon as={Lock} size="sm" />
          <span>{lockoutText(action, seconds)}</span>
        </Notice>
      ) : null}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </>
  );
}
