'use client';

import {
  ACCOUNT_REMOVAL_REASONS,
  type AccountRemovalReason,
  type accountRemovalMachine,
  accountRemovalReasonText,
  messages,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { RadioGroup } from '../../components/RadioGroup';
import { TextArea } from '../../components/TextField';
import { useBrand } from '../../provider/brand';
import { FormAlert, useAccountReadOnly } from '../shared';
import { useLengthLimit } from '../shared/useLengthLimit';
import { DrawerActions, DrawerContent, NoticeList, SentText } from './AccountRemovalDrawer.styles';

export type AccountRemovalActor = ActorRefFrom<typeof accountRemovalMachine>;

/** Not a spec string: the spec calls the reasons selectable rows but gives the list no title. */
export const REASONS_LABEL = 'Why are you removing your account?';
/** Not a spec string: shown once the request is sent, while the page signs out and reloads. */
export const REMOVAL_SENT_MESSAGE = 'Your request was sent. Signing you out…';

const text = messages.accountRemoval;

export type AccountRemovalDrawerProps = {
  /** An `accountRemovalMachine` actor; `user.open` (the 'Delete my account' link) shows the drawer. */
  actor: AccountRemovalActor;
  /** The machine's `reload`: the request is sent and the session gone, the app reloads the page. */
  onReload: () => void;
};

/**
 * The Remove account drawer: what removal means, the five reasons ({product} filled in), feedback
 * for Other, Delete (busy while sending) and Cancel. Focus is trapped inside and goes back to what
 * opened it. A curator sees every control disabled.
 */
export function AccountRemovalDrawer({ actor, onReload }: AccountRemovalDrawerProps) {
  const { productName } = useBrand();
  const readOnly = useAccountReadOnly();
  const limit = useLengthLimit();
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open') || snapshot.status === 'done');
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const isSent = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const reason = useSelector(actor, (snapshot) => snapshot.context.reason);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const canDelete = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.delete' }));

  useEffect(() => {
    const subscription = actor.on('reload', () => onReload());
    return () => subscription.unsubscribe();
  }, [actor, onReload]);

  const options = ACCOUNT_REMOVAL_REASONS.map((value) => ({
    value,
    label: accountRemovalReasonText(value, productName),
  }));
  const controlsDisabled = readOnly || isBusy;

  return (
    <Drawer
      title={text.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'user.cancel' });
      }}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      showCloseButton={!isBusy}
      footer={
        <DrawerActions>
          <Button
            variant="danger"
            onPress={() => actor.send({ type: 'user.delete' })}
            isDisabled={readOnly || (!canDelete && !isBusy)}
            isPending={isBusy}
          >
            {text.delete}
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'user.cancel' })} isDisabled={isBusy}>
            {text.cancel}
          </Button>
        </DrawerActions>
      }
    >
      <DrawerContent>
        <NoticeList>
          <li>{text.noticeSignedOut}</li>
          <li>{text.noticeProcessing}</li>
          <li>{text.noticeConfirmation}</li>
          <li>{text.noticeDuration}</li>
        </NoticeList>
        <RadioGroup
          label={REASONS_LABEL}
          options={options}
          value={reason}
          onChange={(value) =>
            actor.send({ type: 'user.chooseReason', reason: value as AccountRemovalReason })
          }
          isDisabled={controlsDisabled}
          isRequired
          validationBehavior="aria"
        />
        {reason === 'other' ? (
          <TextArea
            label={text.feedbackLabel}
            {...limit('removalReason', text.feedbackLabel)}
            placeholder={text.feedbackPlaceholder}
            value={feedback}
            onChange={(value) => actor.send({ type: 'user.editFeedback', text: value })}
            isDisabled={readOnly}
            isReadOnly={isBusy}
            isRequired
            validationBehavior="aria"
          />
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div role="status">{isSent ? <SentText>{REMOVAL_SENT_MESSAGE}</SentText> : null}</div>
      </DrawerContent>
    </Drawer>
  );
}
