/** The General Communications page: the email subscriptions, also where an email's links lead. */
export const GENERAL_COMMUNICATIONS_PATH = '/account/general-communications';

/**
 * The login address that returns to `target` once the person has logged in. General
 * Communications has its own login address, `/login/` with the slash; every other page uses
 * `/login`.
 */
export function loginRedirectPath(target: string): string {
  const login = target.startsWith(GENERAL_COMMUNICATIONS_PATH) ? '/login/' : '/login';
  return `${login}?r=${encodeURIComponent(target)}`;
}
