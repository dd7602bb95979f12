export * from './loginPage.machine';
