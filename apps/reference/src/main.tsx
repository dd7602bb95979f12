import '@hearth/ui/fonts.css';
import { HearthProvider } from '@hearth/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <HearthProvider>
      <RouterProvider router={router} />
    </HearthProvider>
  </StrictMode>,
);
