'use client';

/*
 * Whose account the settings area shows, and so whether its controls may change data. A curator
 * opening a customer's `/account/.../{id}` page sees the customer's data read-only: every account view reads `useAccountReadOnly()` from here, so the rule lives in one place
 * (the API refuses the same writes on its side).
 */
import { createContext, type ReactNode, useContext } from 'react';

export type AccountViewer =
  | { kind: 'owner' }
  | {
      kind: 'curator';
      /** The numeric id of the customer whose account is open. */
      viewedUserId: number;
      /** The customer's name, for the banner that says whose account this is. */
      viewedUserName: string;
    };

const AccountViewContext = createContext<AccountViewer>({ kind: 'owner' });

export type AccountViewProviderProps = { viewer: AccountViewer; children: ReactNode };

/** Wrap the account area once; `owner` unless a curator opened a customer's by-id page. */
export function AccountViewProvider({ viewer, children }: AccountViewProviderProps) {
  return <AccountViewContext.Provider value={viewer}>{children}</AccountViewContext.Provider>;
}

/** Who is looking at the account. */
export function useAccountViewer(): AccountViewer {
  return useContext(AccountViewContext);
}

/**
 * True when controls that change the account's data must be disabled: a curator's view. Disable
 * (not hide) them, so the curator sees what the customer sees.
 */
export function useAccountReadOnly(): boolean {
  return useContext(AccountViewContext).kind === 'curator';
}
