import '@hearth/ui/fonts.css';
import { HearthProvider } from '@hearth/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadPage } from './router';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const firstPage = preloadPage(window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <HearthProvider>
      <SessionProvider>
        <AppRouter firstPage={firstPage} />
      </SessionProvider>
    </HearthProvider>
  </StrictMode>,
);
