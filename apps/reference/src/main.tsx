import '@hearth/ui/fonts.css';
import { HearthProvider } from '@hearth/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <HearthProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </HearthProvider>
  </StrictMode>,
);
