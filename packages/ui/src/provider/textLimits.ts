'use client';

import { createContext, useContext } from 'react';

/**
 * The longest text the site's API takes in each field a person types into, in characters. They
 * belong to the API: pass them once to `HearthProvider` (`textLimits`; `TEXT_LIMITS` from
 * `@hearth/data` for the marketplace's own). A field with a limit stops at it and says so.
 * Plain numbers only, so that a server component can pass them to the provider.
 */
export type TextLimits = {
  firstName?: number;
  lastName?: number;
  email?: number;
  password?: number;
  passwordlessPassword?: number;
  street1?: number;
  street2?: number;
  city?: number;
  surveyComments?: number;
  removalReason?: number;
};

export type TextLimitName = keyof TextLimits;

const NO_LIMITS: TextLimits = {};

export const TextLimitsContext = createContext<TextLimits>(NO_LIMITS);

/** The text limits given to `HearthProvider`; without them, fields have no limit of their own. */
export function useTextLimits(): TextLimits {
  return useContext(TextLimitsContext);
}
