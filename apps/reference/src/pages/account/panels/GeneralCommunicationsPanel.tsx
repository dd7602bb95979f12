import { CallsInformation, ContactPreferencesTable, SubscriptionTree, vars } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { appContactPreferencesMachine } from '../../../flows/account/contactPreferences';
import type { AccountRecords } from '../../../flows/account/records';
import { subscriptionTreeMachineWith } from '../../../flows/subscriptionTree';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxl};
`;

const Heading = styled.h3`
  margin: 0 0 ${vars.space.md};
  font-size: ${vars.typography.sizes.xl};
`;

/**
 * General Communications: the e-mail subscription tree of the primary address, how pros and the
 * product reach the user (Communication Methods), and what to know about calls.
 */
export function GeneralCommunicationsPanel({ records }: { records: AccountRecords }) {
  const headingId = useId();
  // The primary email, which the server keeps the login email.
  const email = records.user.emailAddress;
  const preferences = useActorRef(appContactPreferencesMachine, { input: { userId: records.user.userId } });
  return (
    <Stack>
      <section aria-labelledby={headingId}>
        {/* Not spec copy: the spec calls this the email subscription preferences. */}
        <Heading id={headingId}>Email subscriptions</Heading>
        {/* Another address (the profile saved a new one) has its own subscriptions. */}
        <EmailSubscriptions key={email} email={email} labelledBy={headingId} />
      </section>
      <ContactPreferencesTable actor={preferences} headingLevel={3} />
      <CallsInformation headingLevel={3} />
    </Stack>
  );
}

function EmailSubscriptions({ email, labelledBy }: { email: string; labelledBy: string }) {
  const [treeLogic] = useState(() => subscriptionTreeMachineWith());
  const tree = useActorRef(treeLogic, { input: { email, source: 'BACKPORCH' } });
  return <SubscriptionTree actor={tree} aria-labelledby={labelledBy} />;
}
