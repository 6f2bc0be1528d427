import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';
import { resetCacheOnViewerChange } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import './styles/global.css';

resetCacheOnViewerChange(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
