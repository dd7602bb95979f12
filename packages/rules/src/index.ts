export { GENERAL_COMMUNICATIONS_PATH, loginRedirectPath } from './accountLogin';
export { EMAIL_PATTERN, isEmail } from './email';
export { PUERTO_RICO_CODE, US_STATES, US_STATES_WITH_PR, type UsState, usStateByCode } from './usStates';
