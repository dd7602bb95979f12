import { HearthProvider } from '@hearth/ui';
import { StrictMode } from 'react';
import { AppRouter, type AppRouterProps } from './router';
import { SessionProvider } from './session/SessionProvider';

/** The whole app, as the browser renders it (boot.tsx) and the build prerenders it (prerender.tsx). */
export function App(props: AppRouterProps) {
  return (
    <StrictMode>
      <HearthProvider>
        <SessionProvider>
          <AppRouter {...props} />
        </SessionProvider>
      </HearthProvider>
    </StrictMode>
  );
}
