export * from './passwordReset.machine';
export * from './resetResult';
