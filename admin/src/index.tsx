import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ADMIN_APP_PATH } from '../../contract/adminApi';
import { App } from './App';

/**
 * The style policy allows only `<style>` elements carrying the nonce the server wrote into this
 * page; emotion (MUI's styling) puts it on every element it inserts.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const styles = createCache({ key: 'ra', ...(nonce && { nonce }) });

createRoot(document.getElementById('root')!).render(
  <CacheProvider value={styles}>
    <BrowserRouter basename={ADMIN_APP_PATH}>
      <App />
    </BrowserRouter>
  </CacheProvider>,
);
