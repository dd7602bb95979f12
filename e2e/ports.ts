/** The e2e servers' ports: the app, and the same app with insurance turned on. */
export const port = Number(process.env.E2E_PORT ?? 4100);
export const insurancePort = port + 1;
