import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ADMIN_APP_PATH } from '../../contract/adminApi';
import { App } from './App';
import { styleNonce } from './styleNonce';

/** Emotion (MUI's styling) puts the page's style nonce on every element it inserts. */
const nonce = styleNonce();
const styles = createCache({ key: 'ra', ...(nonce && { nonce }) });

/**
 * A data router, not a `<BrowserRouter>`: only a data router lets a form block a navigation, so
 * under any other router react-admin drops every form's warning about unsaved changes without a
 * word, and the guard of shared/unsaved/GuardedForm.tsx needs one.
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: ADMIN_APP_PATH });

createRoot(document.getElementById('root')!).render(
  <CacheProvider value={styles}>
    <RouterProvider router={router} />
  </CacheProvider>,
);
