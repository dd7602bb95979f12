export * from './otpInput.machine';
