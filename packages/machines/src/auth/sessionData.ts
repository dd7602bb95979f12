/*
 * The session's data, read by the session flow and by the log-in page (which sends a logged-in
 * visitor on at once).
 */

/** `dto.userContext` of sessionData: who is logged in (userId, names, roles...). */
export type SessionUserContext = { userId?: number | null; [key: string]: unknown };
/** `dto.company` of sessionData: the user's company, for pros. */
export type SessionCompany = { [key: string]: unknown };

/** What the `loadSession` actor gives: sessionData read and reduced to its two parts. */
export type SessionData = {
  userContext: SessionUserContext | null;
  company: SessionCompany | null;
};

/** What the `login` actor of every login form gives: the session the login opened. */
export type LoginResult = SessionData;
