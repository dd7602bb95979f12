import { shareableSecretResource } from '@hearth/data';
import { EMAIL_UNSUBSCRIBE_DEFAULT_RETURN_PATH, unsubscribeLoginRedirectPath } from '@hearth/machines';
import {
  type ContactPreferencesActor,
  type EmailLinkUnsubscribeActor,
  EmailSubscriptionsPage,
  LoadingOverlay,
} from '@hearth/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { client } from '../../data/client';
import { appContactPreferencesMachine } from '../../flows/account/contactPreferences';
import { emailLinkUnsubscribeMachineWith } from '../../flows/emailLinkUnsubscribe';
import { followRedirect } from '../../flows/redirect';
import { LINK_SHORT_CODES, subscriptionTreeMachineWith } from '../../flows/subscriptionTree';
import { useAddress, useSearchParams } from '../../routing';
import { useSession } from '../../session/SessionProvider';
import { useAsync } from '../../shell/useAsync';
import { useDocumentTitle } from '../useDocumentTitle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The email-subscription page at /account/general-communications (spec 02 §2, §4): opened from an
 * e-mail it carries the encrypted address as `token` (or the legacy `rlt`) and, for a one-list
 * unsubscribe, the list as `link` (the one-click URL calls it `shortCode`); otherwise it is the
 * signed-in user's primary address. A `verificationToken` (a uuid) adds the customer's
 * Communication Methods, managed by that token alone (spec 02 §6).
 */
export function EmailSubscriptionsRoute() {
  const [search] = useSearchParams();
  const location = useAddress();
  const { userContext } = useSession('userContext');
  useDocumentTitle('Email subscriptions');
  const token = search.get('token') ?? search.get('rlt') ?? '';
  const shortCode = search.get('link') ?? search.get('shortCode') ?? '';
  const preferencesToken = search.get('verificationToken') ?? '';
  const withPreferences = UUID.test(preferencesToken) ? preferencesToken : undefined;

  if (token && shortCode)
    return <FromUnsubscribeLink key={token + shortCode} token={token} shortCode={shortCode} />;
  if (token) return <FromManageLink key={token} token={token} preferencesToken={withPreferences} />;
  if (userContext) return <Subscriptions email={userContext.email} preferencesToken={withPreferences} />;
  if (withPreferences) return <PreferencesOnly key={withPreferences} preferencesToken={withPreferences} />;
  return <Redirect replace to={unsubscribeLoginRedirectPath(location.pathname + location.search)} />;
}

/** Starts Communication Methods keyed by the e-mailed token and hands the actor to `children`. */
function ByPreferencesToken({
  token,
  children,
}: {
  token: string;
  children: (preferences: ContactPreferencesActor) => ReactNode;
}) {
  const preferences = useActorRef(appContactPreferencesMachine, { input: { verificationToken: token } });
  return children(preferences);
}

/** The address's subscription tree, and Communication Methods when the link carried their token. */
function Subscriptions(props: { email: string; token?: string; preferencesToken?: string | undefined }) {
  const { preferencesToken, ...tree } = props;
  if (!preferencesToken) return <SubscriptionsPage {...tree} />;
  return (
    <ByPreferencesToken token={preferencesToken}>
      {(preferences) => <SubscriptionsPage {...tree} contactPreferences={preferences} />}
    </ByPreferencesToken>
  );
}

function SubscriptionsPage({
  email,
  token,
  contactPreferences,
}: {
  email: string;
  token?: string;
  contactPreferences?: ContactPreferencesActor;
}) {
  const [logic] = useState(() => subscriptionTreeMachineWith(token));
  const tree = useActorRef(logic, { input: { email, source: 'SUBSCRIPTION_PAGE' } });
  return <EmailSubscriptionsPage actor={tree} email={email} contactPreferences={contactPreferences} />;
}

/** The token of Communication Methods alone: no address to manage the e-mails of. */
function PreferencesOnly({ preferencesToken }: { preferencesToken: string }) {
  return (
    <ByPreferencesToken token={preferencesToken}>
      {(preferences) => (
        // Not spec copy: the spec names the screen Communication Methods, the table's own heading.
        <EmailSubscriptionsPage title="Contact preferences" contactPreferences={preferences} />
      )}
    </ByPreferencesToken>
  );
}

/** A link to manage the address's subscriptions: the token decrypts to the address. */
function FromManageLink({ token, preferencesToken }: { token: string; preferencesToken?: string }) {
  const secret = useAsync(
    (signal) =>
      client.call(shareableSecretResource.update, { token }, { signal }).then(
        ({ decryptedData }) => decryptedData,
        () => null,
      ),
    [token],
  );
  if (secret === undefined) return <LoadingOverlay />;
  if (secret === null)
    return <Redirect replace to={unsubscribeLoginRedirectPath(EMAIL_UNSUBSCRIBE_DEFAULT_RETURN_PATH)} />;
  return <Subscriptions email={secret} token={token} preferencesToken={preferencesToken} />;
}

/** A one-list unsubscribe link: the list goes first, then the tree shows what stands. */
function FromUnsubscribeLink({ token, shortCode }: { token: string; shortCode: string }) {
  const [logic] = useState(() => emailLinkUnsubscribeMachineWith(token));
  const unsubscribe = useActorRef(logic, { input: { token, shortCode, shortCodes: LINK_SHORT_CODES } });
  useEffect(() => {
    const subscription = unsubscribe.on('redirect', (event) => followRedirect(event.to));
    return () => subscription.unsubscribe();
  }, [unsubscribe]);
  const settledEmail = useSelector(unsubscribe, (snapshot) =>
    snapshot.hasTag('busy') ? null : snapshot.context.email,
  );
  return settledEmail ? (
    <LinkedTree unsubscribe={unsubscribe} email={settledEmail} token={token} />
  ) : (
    <EmailSubscriptionsPage unsubscribe={unsubscribe} />
  );
}

function LinkedTree({
  unsubscribe,
  email,
  token,
}: {
  unsubscribe: EmailLinkUnsubscribeActor;
  email: string;
  token: string;
}) {
  const [logic] = useState(() => subscriptionTreeMachineWith(token));
  const tree = useActorRef(logic, { input: { email, source: 'SUBSCRIPTION_PAGE' } });
  return <EmailSubscriptionsPage actor={tree} email={email} unsubscribe={unsubscribe} />;
}
