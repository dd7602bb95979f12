export * from './loginError';
export * from './sessionData';
export * from './signupResult';
