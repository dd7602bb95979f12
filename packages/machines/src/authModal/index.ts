export * from '../auth/loginError';
export * from '../auth/signupResult';
export * from './authModal.machine';
export * from './authModal.types';
