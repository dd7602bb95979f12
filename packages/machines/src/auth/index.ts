export * from './loginError';
export * from './loginSteps';
export * from './signupResult';
