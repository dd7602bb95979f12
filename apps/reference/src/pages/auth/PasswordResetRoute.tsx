import { PASSWORD_RESET_TITLE, PasswordResetPage } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useParams } from 'wouter';
import { appPasswordResetMachine } from '../../flows/passwordReset';
import { useNavigate } from '../../routing';
import { useDocumentTitle } from '../useDocumentTitle';

/** /account/password-reset/:token, route name PasswordReset (spec 01 §2); the machine checks the uuid. */
export function PasswordResetRoute() {
  const { token = '' } = useParams();
  return <PasswordReset key={token} token={token} />;
}

function PasswordReset({ token }: { token: string }) {
  const navigate = useNavigate();
  useDocumentTitle(PASSWORD_RESET_TITLE);
  const actor = useActorRef(appPasswordResetMachine, { input: { token } });
  // The log-in page then says the password was changed (LoginRoute reads the history entry's state).
  return (
    <PasswordResetPage
      actor={actor}
      onRedirect={(to) => navigate(to, { state: { passwordChanged: true } })}
    />
  );
}
