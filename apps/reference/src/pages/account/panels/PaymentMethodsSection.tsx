import { PaymentMethodsPanel, SavedCardItem } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { paymentMachinesFor } from '../../../flows/account/paymentMethods';
import type { AccountRecords } from '../../../flows/account/records';
import { appSavedCardMachine } from '../../../flows/account/savedCard';

/** Saved cards (billing agent DONE) and the card form of the configured card provider. */
export function PaymentMethodsSection({ records }: { records: AccountRecords }) {
  const [payment] = useState(paymentMachinesFor);
  const { user } = records;
  const methods = useActorRef(payment.methods, {
    input: { userId: user.userId, firstName: user.firstName, lastName: user.lastName },
  });
  return (
    <PaymentMethodsPanel
      actor={methods}
      savedCard={(slot) => <SavedCardItem {...slot} logic={appSavedCardMachine} />}
      createCardEntry={payment.createCardEntry}
      showHeading={false}
    />
  );
}
