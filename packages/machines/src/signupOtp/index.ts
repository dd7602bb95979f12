export * from './signupOtp.machine';
export * from './signupOtp.selectors';
export * from './signupOtp.types';
