export * from './authModal.machine';
export * from './authModal.types';
export * from './loginError';
export * from './signupResult';
