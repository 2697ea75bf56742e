import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ADMIN_APP_PATH } from '../../contract/adminApi';
import { App } from './App';
import { styleNonce } from './styleNonce';

/** Emotion (MUI's styling) puts the page's style nonce on every element it inserts. */
const nonce = styleNonce();
const styles = createCache({ key: 'ra', ...(nonce && { nonce }) });

createRoot(document.getElementById('root')!).render(
  <CacheProvider value={styles}>
    <BrowserRouter basename={ADMIN_APP_PATH}>
      <App />
    </BrowserRouter>
  </CacheProvider>,
);
