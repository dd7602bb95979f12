/** The US state code tables, from the one list the forms and the API share (`@hearth/rules`). */
export { PUERTO_RICO_CODE, US_STATES, US_STATES_WITH_PR, type UsState, usStateByCode } from '@hearth/rules';
