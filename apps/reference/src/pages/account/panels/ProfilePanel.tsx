import type { UserEmail } from '@hearth/data';
import { formatPhoneNational } from '@hearth/machines';
import { PhoneVerificationPrompt, ProfileForm, useBrand } from '@hearth/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { appAccountRemovalMachine } from '../../../flows/account/accountRemoval';
import { addressSuggestionsNear } from '../../../flows/account/addressSuggestions';
import { requestPhoneVerification } from '../../../flows/account/phoneVerification';
import { appProfileMachine } from '../../../flows/account/profile';
import { type AccountRecords, primaryRecord } from '../../../flows/account/records';
import { useSearchParams } from '../../../routing';
import { SessionContext } from '../../../session/SessionProvider';
import { useAfterChange } from '../useAfterChange';
import { LazyRemovalDrawer } from './LazyRemovalDrawer';

/**
 * Profile Information: the stored user, primary phone, primary e-mail and address; with
 * `phoneVerificationRequired=true` in the query an unverified number must be verified first.
 */
export function ProfilePanel({
  records,
  onEmailSaved,
}: {
  records: AccountRecords;
  /** The profile saved a new email: the other panels send with it from now on. */
  onEmailSaved?: (email: UserEmail) => void;
}) {
  const { productName } = useBrand();
  const session = SessionContext.useActorRef();
  const [search] = useSearchParams();
  const phone = primaryRecord(records.phones);
  const email = primaryRecord(records.emails);
  const profile = useActorRef(appProfileMachine, {
    input: {
      userId: records.user.userId,
      firstName: records.user.firstName,
      lastName: records.user.lastName,
      phone,
      email,
      address: records.address,
      phoneVerificationRequired: search.get('phoneVerificationRequired') === 'true',
      phoneVerified: phone?.verified ?? false,
    },
  });
  const [suggestionsLogic] = useState(() => addressSuggestionsNear(records.address?.postalCode));
  const addressSuggestions = useActorRef(suggestionsLogic, {
    input: { street: records.address?.street1 ?? '' },
  });
  const accountRemoval = useActorRef(appAccountRemovalMachine, {
    input: { email: email?.emailAddress ?? records.user.emailAddress, product: productName },
  });
  // The stored number, once any save of it has settled: a changed number is unverified again.
  const storedPhone = useSelector(profile, (snapshot) =>
    snapshot.hasTag('busy') ? null : snapshot.context.phone,
  );
  const unverified = storedPhone && !storedPhone.verified ? storedPhone : null;
  // A saved name or email is the header's (the session's) too; a saved email is the removal
  // request's and the other panels'.
  const storedEmail = useSelector(profile, (snapshot) => snapshot.context.email);
  const storedName = useSelector(
    profile,
    ({ context }) => `${context.original.firstName}\n${context.original.lastName}`,
  );
  useAfterChange(storedName, () => session.send({ type: 'api.sessionChanged' }));
  useAfterChange(storedEmail, (saved) => {
    if (!saved) return;
    accountRemoval.send({ type: 'account.emailChanged', email: saved.emailAddress });
    onEmailSaved?.(saved);
    session.send({ type: 'api.sessionChanged' });
  });

  return (
    <ProfileForm
      actor={profile}
      addressSuggestions={addressSuggestions}
      accountRemoval={accountRemoval}
      removalDrawer={<LazyRemovalDrawer actor={accountRemoval} />}
      headingLevel={3}
      phoneVerification={
        unverified ? (
          <PhoneVerificationPrompt
            key={unverified.phoneNumber}
            phoneNumber={formatPhoneNational(unverified.phoneNumber)}
            onRequest={() => requestPhoneVerification(unverified.userId, unverified.phoneNumber)}
          />
        ) : null
      }
    />
  );
}
