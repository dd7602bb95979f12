import { FlowPage, PasswordlessForm } from '@hearth/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'wouter';
import { trackClicks } from '../../flows/analytics';
import { passwordlessMachineWith } from '../../flows/auth/passwordless';
import { followRedirect, MAIN_SITE_ADDRESS, redirectTargetOf } from '../../flows/redirect';
import { useSearchParams } from '../../routing';
import { useSession } from '../../session/SessionProvider';
import { useDocumentTitle } from '../useDocumentTitle';

const TITLE = 'Set your password';

/**
 * The passwordless set-password page (spec 01 §2, §4): for an account made without a password.
 * Opened from its e-mail (/set-password/:token?email=...) or by the signed-in owner
 * (/set-password). Once set, the product logs in by itself (3 retries, 500 ms apart), then goes
 * to `r` (default the main site address).
 */
export function SetPasswordRoute() {
  const { token } = useParams();
  const [search] = useSearchParams();
  const { userContext } = useSession('userContext');
  const titleId = useId();
  useDocumentTitle(TITLE);
  const [logic] = useState(() => passwordlessMachineWith(token));
  const actor = useActorRef(logic, {
    input: { email: search.get('email') ?? userContext?.email ?? '' },
    inspect: trackClicks({ 'user.submit': 'Set password' }),
  });
  const loggedIn = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const target = redirectTargetOf(search) ?? MAIN_SITE_ADDRESS;
  useEffect(() => {
    if (loggedIn) followRedirect(target);
  }, [loggedIn, target]);
  return (
    <FlowPage title={TITLE} titleId={titleId}>
      <PasswordlessForm actor={actor} autoFocus />
    </FlowPage>
  );
}
