import { sitePaths, TEXT_LIMITS } from '@hearth/data';
import { HearthProvider } from '@hearth/ui';
import { StrictMode } from 'react';
import { appBrand } from './brand';
import { AppRouter, type AppRouterProps } from './router';
import { SessionProvider } from './session/SessionProvider';

/** The whole app, as the browser renders it (boot.tsx) and the build prerenders it (prerender.tsx). */
export function App(props: AppRouterProps) {
  return (
    <StrictMode>
      <HearthProvider brand={appBrand} paths={sitePaths} textLimits={TEXT_LIMITS}>
        <SessionProvider>
          <AppRouter {...props} />
        </SessionProvider>
      </HearthProvider>
    </StrictMode>
  );
}
