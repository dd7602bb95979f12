/**
 * US state code tables from one list: the shell's table has the 50 states, DC and Puerto Rico;
 * account settings use the 50 states and DC (two-letter US state code).
 */

export interface UsState {
  code: string;
  name: string;
}

export const PUERTO_RICO_CODE = 'PR';

/** 50 states, DC and Puerto Rico, alphabetical by name. */
export const US_STATES_WITH_PR: readonly UsState[] = Object.freeze(
  (
    [
      ['AL', 'Alabama'],
      ['AK', 'Alaska'],
      ['AZ', 'Arizona'],
      ['AR', 'Arkansas'],
      ['CA', 'California'],
      ['CO', 'Colorado'],
      ['CT', 'Connecticut'],
      ['DE', 'Delaware'],
      ['DC', 'District of Columbia'],
      ['FL', 'Florida'],
      ['GA', 'Georgia'],
      ['HI', 'Hawaii'],
      ['ID', 'Idaho'],
      ['IL', 'Illinois'],
      ['IN', 'Indiana'],
      ['IA', 'Iowa'],
      ['KS', 'Kansas'],
      ['KY', 'Kentucky'],
      ['LA', 'Louisiana'],
      ['ME', 'Maine'],
      ['MD', 'Maryland'],
      ['MA', 'Massachusetts'],
      ['MI', 'Michigan'],
      ['MN', 'Minnesota'],
      ['MS', 'Mississippi'],
      ['MO', 'Missouri'],
      ['MT', 'Montana'],
      ['NE', 'Nebraska'],
      ['NV', 'Nevada'],
      ['NH', 'New Hampshire'],
      ['NJ', 'New Jersey'],
      ['NM', 'New Mexico'],
      ['NY', 'New York'],
      ['NC', 'North Carolina'],
      ['ND', 'North Dakota'],
      ['OH', 'Ohio'],
      ['OK', 'Oklahoma'],
      ['OR', 'Oregon'],
      ['PA', 'Pennsylvania'],
      [PUERTO_RICO_CODE, 'Puerto Rico'],
      ['RI', 'Rhode Island'],
      ['SC', 'South Carolina'],
      ['SD', 'South Dakota'],
      ['TN', 'Tennessee'],
      ['TX', 'Texas'],
      ['UT', 'Utah'],
      ['VT', 'Vermont'],
      ['VA', 'Virginia'],
      ['WA', 'Washington'],
      ['WV', 'West Virginia'],
      ['WI', 'Wisconsin'],
      ['WY', 'Wyoming'],
    ] as const
  ).map(([code, name]) => Object.freeze({ code, name })),
);

/** 50 states and DC (the same list without Puerto Rico). */
export const US_STATES: readonly UsState[] = Object.freeze(
  US_STATES_WITH_PR.filter((state) => state.code !== PUERTO_RICO_CODE),
);

/** The state for a two-letter code (any case; a 'US_' prefix as used by countrySubdivision is accepted). */
export function usStateByCode(
  code: string,
  states: readonly UsState[] = US_STATES_WITH_PR,
): UsState | undefined {
  const normalized = code.trim().toUpperCase().replace(/^US_/, '');
  return states.find((state) => state.code === normalized);
}
