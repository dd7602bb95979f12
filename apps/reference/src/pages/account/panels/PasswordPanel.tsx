import { ChangePasswordCard, useAccountReadOnly } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { appPasswordChangeMachine } from '../../../flows/account/passwordChange';
import type { AccountRecords } from '../../../flows/account/records';
import { backOfficeUserHref } from '../accountRoutes';
import { useAfterChange } from '../useAfterChange';

/** Change Password, or SET PASSWORD for an account without one; a curator's variant links to the back office. */
export function PasswordPanel({ records }: { records: AccountRecords }) {
  const isCurator = useAccountReadOnly();
  const { user } = records;
  const password = useActorRef(appPasswordChangeMachine, {
    input: { userId: user.userId, email: user.emailAddress, hasNoPassword: user.hasNoPassword, isCurator },
  });
  useAfterChange(user.emailAddress, (email) => password.send({ type: 'account.emailChanged', email }));
  return (
    <ChangePasswordCard
      actor={password}
      headingLevel={3}
      {...(isCurator ? { backOfficeUserHref: backOfficeUserHref(user.userId) } : {})}
    />
  );
}
