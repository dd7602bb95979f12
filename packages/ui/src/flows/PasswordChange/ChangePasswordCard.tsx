'use client';

import { messages, type passwordChangeMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Card, type CardHeadingLevel } from '../../components/Card';
import { Link } from '../../components/Link';
import type { ToastQueue } from '../../components/Toast';
import { useAccountReadOnly } from '../shared';
import { useMachineToast } from '../shared/machineToast';
import { CardStack, CardText } from './ChangePasswordCard.styles';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SetPasswordPanel } from './SetPasswordPanel';

export type PasswordChangeActor = ActorRefFrom<typeof passwordChangeMachine>;

export type ChangePasswordCardProps = {
  /**
   * A `passwordChangeMachine` actor, input `{ userId, email, hasNoPassword, isCurator }`:
   * `hasNoPassword` from the user record (SET PASSWORD instead of the fields), `isCurator` true
   * on a curator's by-id page (the same viewer given to `AccountViewProvider`). It emits nothing.
   */
  actor: PasswordChangeActor;
  /**
   * The back-office page of the viewed user. Shown only in the curator view, as the link
   * "Curators: Click here to reset this user's password."
   */
  backOfficeUserHref?: string;
  /** The level of the card's heading. @default 2 */
  headingLevel?: CardHeadingLevel;
  /** The app's toast queue, when the page has one `ToastRegion`; without it the card renders its own, bottom-left. */
  toastQueue?: ToastQueue;
  /** The name of the card's own toast region. @default 'Password notifications' */
  toastRegionLabel?: string;
};

/**
 * The Change Password card: Old Password, New Password, Confirm Password and
 * Save, or SET PASSWORD for a user without a password; 'New password created' bottom-left for
 * 10 s. In the curator view everything is disabled and a link leads to the back office.
 */
export function ChangePasswordCard({
  actor,
  backOfficeUserHref,
  headingLevel = 2,
  toastQueue,
  toastRegionLabel = 'Password notifications',
}: ChangePasswordCardProps) {
  const isCuratorView = useAccountReadOnly();
  const isMachineReadOnly = useSelector(actor, (snapshot) => snapshot.hasTag('readOnly'));
  const hasNoPassword = useSelector(actor, (snapshot) => snapshot.context.hasNoPassword);
  const isSnackbarOpen = useSelector(actor, (snapshot) => snapshot.hasTag('snackbar'));
  const isReadOnly = isCuratorView || isMachineReadOnly;

  const region = useMachineToast({
    isOpen: isSnackbarOpen,
    content: { message: messages.changePassword.created, variant: 'success' },
    onDismiss: () => actor.send({ type: 'user.closeSnackbar' }),
    queue: toastQueue,
    regionLabel: toastRegionLabel,
  });

  return (
    <>
      {/* The spec calls this section the Change Password card. */}
      <Card title="Change Password" headingLevel={headingLevel}>
        <CardStack>
          {isCuratorView && backOfficeUserHref ? (
            <CardText>
              <Link href={backOfficeUserHref}>{messages.changePassword.curatorReset}</Link>
            </CardText>
          ) : null}
          {hasNoPassword ? (
            <SetPasswordPanel actor={actor} isReadOnly={isReadOnly} />
          ) : (
            <PasswordChangeForm actor={actor} isReadOnly={isReadOnly} />
          )}
        </CardStack>
      </Card>
      {region}
    </>
  );
}
