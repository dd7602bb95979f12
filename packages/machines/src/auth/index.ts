export * from './loginError';
export * from './loginSteps';
export * from './sessionData';
export * from './signupResult';
