import { shareableSecretResource } from '@hearth/data';
import { type EmailLinkUnsubscribeActor, EmailSubscriptionsPage, LoadingOverlay } from '@hearth/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { client } from '../../data/client';
import { followRedirect } from '../../flows/redirect';
import {
  emailLinkUnsubscribeMachineWith,
  LINK_SHORT_CODES,
  subscriptionTreeMachineWith,
} from '../../flows/subscriptions';
import { useAddress, useSearchParams } from '../../routing';
import { useSession } from '../../session/SessionProvider';
import { useAsync } from '../../shell/useAsync';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * The email-subscription page at /account/general-communications (spec 02 §2, §4): opened from an
 * e-mail it carries the encrypted address as `token` (or the legacy `rlt`) and, for a one-list
 * unsubscribe, the list as `link` (the one-click URL calls it `shortCode`); otherwise it is the
 * signed-in user's primary address.
 */
export function EmailSubscriptionsRoute() {
  const [search] = useSearchParams();
  const location = useAddress();
  const { userContext } = useSession('userContext');
  useDocumentTitle('Email subscriptions');
  const token = search.get('token') ?? search.get('rlt') ?? '';
  const shortCode = search.get('link') ?? search.get('shortCode') ?? '';

  if (token && shortCode)
    return <FromUnsubscribeLink key={token + shortCode} token={token} shortCode={shortCode} />;
  if (token) return <FromManageLink key={token} token={token} />;
  if (userContext) return <Subscriptions email={userContext.email} />;
  return <Redirect replace to={`/login/?r=${encodeURIComponent(location.pathname + location.search)}`} />;
}

function Subscriptions({ email, token }: { email: string; token?: string }) {
  const [logic] = useState(() => subscriptionTreeMachineWith(token));
  const tree = useActorRef(logic, { input: { email, source: 'SUBSCRIPTION_PAGE' } });
  return <EmailSubscriptionsPage actor={tree} email={email} />;
}

/** A link to manage the address's subscriptions: the token decrypts to the address. */
function FromManageLink({ token }: { token: string }) {
  const secret = useAsync(
    (signal) =>
      client.call(shareableSecretResource.update, { token }, { signal }).then(
        ({ decryptedData }) => decryptedData,
        () => null,
      ),
    [token],
  );
  if (secret === undefined) return <LoadingOverlay />;
  if (secret === null) return <Redirect replace to="/login/?r=%2Faccount%2Fgeneral-communications" />;
  return <Subscriptions email={secret} token={token} />;
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
