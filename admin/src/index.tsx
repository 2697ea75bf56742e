import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ADMIN_APP_PATH } from '../../contract/adminApi';
import { App } from './App';

/**
 * Notification mail links to `/admin/#/leads/3` (the hash reaches no server, so any server
 * serves it); the app's routes are real paths, so such a link becomes `/admin/leads/3` first.
 */
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', `${ADMIN_APP_PATH}${window.location.hash.slice(1)}`);
}

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
