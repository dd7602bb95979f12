'use client';

import { useId } from 'react';
import { styled } from 'styled-components';
import { type ContactPreferencesActor, ContactPreferencesTable } from '../../flows/ContactPreferences';
import { type EmailLinkUnsubscribeActor, EmailLinkUnsubscribeResult } from '../../flows/EmailLinkUnsubscribe';
import { SubscriptionTree, type SubscriptionTreeActor } from '../../flows/SubscriptionTree';
import { FlowPage } from '../../flows/shared';
import { useBrand } from '../../provider/brand';
import { vars } from '../../theme/vars';

const Intro = styled.p`
  margin: 0;
  color: ${vars.colors.text};
  overflow-wrap: anywhere;
`;

export type EmailSubscriptionsPageProps = {
  /**
   * The subscription tree of `email` (a `subscriptionTreeMachine` actor with source
   * `SUBSCRIPTION_PAGE`). Leave it out until the email is known, as when it comes from the link's
   * token.
   */
  actor?: SubscriptionTreeActor;
  /** The address whose subscriptions are managed, shown under the title. */
  email?: string;
  /** The email-link unsubscribe, when the page was opened from an unsubscribe link. */
  unsubscribe?: EmailLinkUnsubscribeActor;
  /**
   * How pros and the product reach the customer (a `contactPreferencesMachine` actor started with
   * the e-mailed `{ verificationToken }`), when the link carried that token.
   */
  contactPreferences?: ContactPreferencesActor;
  /** The page title. @default 'Email subscriptions' */
  title?: string;
};

/**
 * The email-subscription page:
 * the title, the address being managed, the result of an unsubscribe link when there was one,
 * then the subscription tree, and the Communication Methods when the link carried their token.
 */
export function EmailSubscriptionsPage({
  actor,
  email,
  unsubscribe,
  contactPreferences,
  title = 'Email subscriptions',
}: EmailSubscriptionsPageProps) {
  const titleId = useId();
  const { productName } = useBrand();
  return (
    <FlowPage title={title} titleId={titleId}>
      {email ? (
        // Not spec copy: the spec only says the page manages this address's subscriptions.
        <Intro>
          Choose the emails {productName} sends to <strong>{email}</strong>.
        </Intro>
      ) : null}
      {unsubscribe ? <EmailLinkUnsubscribeResult actor={unsubscribe} /> : null}
      {actor ? <SubscriptionTree actor={actor} aria-labelledby={titleId} /> : null}
      {contactPreferences ? <ContactPreferencesTable actor={contactPreferences} /> : null}
    </FlowPage>
  );
}
