'use client';

import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';

type Group = {
  /** Registers a dropdown's close function; returns the unregister function. */
  register: (id: string, close: () => void) => () => void;
  /** Tells the group a dropdown opened, so it closes the others. */
  opened: (id: string) => void;
};

const NavDropdownGroupContext = createContext<Group | null>(null);

/** Keeps at most one of the `NavDropdown`s inside it open. `HeaderNav` provides one. */
export function NavDropdownGroup({ children }: { children: ReactNode }) {
  const dropdowns = useRef(new Map<string, () => void>());
  const group = useMemo<Group>(
    () => ({
      register: (id, close) => {
        dropdowns.current.set(id, close);
        return () => {
          dropdowns.current.delete(id);
        };
      },
      opened: (id) => {
        for (const [otherId, close] of dropdowns.current) if (otherId !== id) close();
      },
    }),
    [],
  );
  return <NavDropdownGroupContext.Provider value={group}>{children}</NavDropdownGroupContext.Provider>;
}

export function useNavDropdownGroup(): Group | null {
  return useContext(NavDropdownGroupContext);
}
