export * from './signupPage.machine';
export * from './signupPage.selectors';
export * from './signupPage.types';
