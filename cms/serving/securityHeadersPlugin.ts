import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy, crossOriginResourcePolicy, referrerPolicy, strictTransportSecurity, xFrameOptions } from 'helmet';
import { ADMIN_APP_PATH } from '../../contract/adminApi';
import permissionsPolicy from 'permissions-policy';
import { analyticsSources, type AnalyticsSources } from '../analytics/analyticsSources';
import { OBSERVABILITY_PATHS } from '../observability/observabilityPaths';
import { NO_ANALYTICS } from '../../contract/entities/analytics';
import { recordHeaders, setHeaders, type HeaderSet } from '../http/headerSet';
import { PUBLIC_URL_PREFIX } from '../storage/storagePaths';
import { WIDGETS_URL_PREFIX } from './widgetsPlugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The security headers of the route's answers (`securityHeaderSet`); those of its area when
     * the route names none.
     */
    securityHeaders?: HeaderSet;
  }
}

/**
 * The helmet options the CMS sets, each under one of its names: helmet's own type is a union of
 * every spelling, which two options spread into one multiply past what TypeScript checks.
 */
interface Headers {
  contentSecurityPolicy?: Parameters<typeof contentSecurityPolicy>[0] | false;
  crossOriginResourcePolicy?: Parameters<typeof crossOriginResourcePolicy>[0];
  referrerPolicy?: Parameters<typeof referrerPolicy>[0];
  strictTransportSecurity?: false;
  xFrameOptions?: Parameters<typeof xFrameOptions>[0] | false;
}

/**
 * Every answer: helmet's defaults (nosniff, same-origin resource and opener policies, …) with
 * the referrer trimmed to the origin across sites, and the strictest policy of the API (JSON
 * loads nothing and is never framed). Fastify's own 404s and errors answer with it too.
 * HSTS is not here: it is sent on HTTPS answers only (below).
 */
const API_HEADERS: Headers = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
};

/**
 * The site's pages. Scripts: the site's own files and, per page, the hashes of the inline
 * scripts the build listed for it (README.md, "Security headers"). Styles: Gatsby inlines each
 * page's CSS and the widgets render `<style>` elements when they open, whose text only the
 * running page knows, so inline styles are allowed; they cannot run code.
 * The analytics tools in effect add their hosts to scripts, images and connections; WeChat's
 * JS-SDK host is added to scripts while an official account is configured (cms/wechatShare).
 * No `upgrade-insecure-requests`: the CMS also serves the site over plain http.
 */
function siteDirectives(scriptHashes: readonly string[], analytics: AnalyticsSources, wechatScripts: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    // The site search (Pagefind) compiles its WebAssembly in the page; this allows that and no eval.
    scriptSrc: ["'self'", ...scriptHashes, ...analytics.scriptSrc, ...wechatScripts, "'wasm-unsafe-eval'"],
    scriptSrcAttr: ["'none'"],
    // The forms solve their proof-of-work challenge in a Worker the page's own script makes from a blob.
    workerSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...analytics.imgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...analytics.connectSrc],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

const SITE_HEADERS: Headers = {
  contentSecurityPolicy: { useDefaults: false, directives: siteDirectives([], analyticsSources(NO_ANALYTICS)) },
  xFrameOptions: { action: 'sameorigin' },
};

/**
 * Images, videos and documents under /cms/static: partner pages show them (cross-origin
 * resource policy), and an SVG opened on its own runs nothing.
 */
const PUBLIC_FILE_HEADERS: Headers = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
      frameAncestors: ["'self'"],
    },
  },
  xFrameOptions: { action: 'sameorigin' },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The embed bundle: scripts partner pages load, so no framing rule (a script is not framed) and
 * a cross-origin resource policy; its CORS and caching headers are the widgets plugin's.
 */
const WIDGET_HEADERS: Headers = {
  contentSecurityPolicy: false,
  xFrameOptions: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The back office's app: scripts from its own hashed files only, and styles from its files or
 * the `<style>` elements MUI's emotion writes, which carry the nonce the CMS put in that answer's
 * index.html (`allowAdminStyles`); no inline style markup otherwise. Frames: only the CMS's own
 * pages, the resume previews (themselves sandboxed) and the site's preview of drafts (which the
 * site's `frame-ancestors 'self'` lets the back office frame). The app is never framed.
 */
function adminDirectives(styleNonce: string | null) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const ADMIN_HEADERS: Headers = {
  contentSecurityPolicy: { useDefaults: false, directives: adminDirectives(null) },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
};

/** The site never asks for these; fullscreen and picture-in-picture serve its videos. */
const PERMISSIONS = recordHeaders(permissionsPolicy({
  features: {
    accelerometer: [], autoplay: [], camera: [], displayCapture: [], encryptedMedia: [],
    geolocation: [], gyroscope: [], hid: [], magnetometer: [], microphone: [], midi: [],
    payment: [], screenWakeLock: [], serial: [], usb: [], xrSpatialTracking: [],
    fullscreen: ['self'], pictureInPicture: ['self'],
  },
}));

/** A year; subdomains are left out, as they may be other services still on plain http. */
const HSTS = recordHeaders(strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }));

/**
 * The headers of answers given these helmet options over the API's (the defaults of every
 * answer) and the permissions policy, worked out once: for an area, or for a route that names
 * its own (`config: { securityHeaders }`).
 */
export function securityHeaderSet(headers: Headers): HeaderSet {
  return [...recordHeaders(helmet({ ...API_HEADERS, ...headers })), ...PERMISSIONS];
}

const API_SET = securityHeaderSet(API_HEADERS);
const WIDGET_SET = securityHeaderSet(WIDGET_HEADERS);
const PUBLIC_FILE_SET = securityHeaderSet(PUBLIC_FILE_HEADERS);
const ADMIN_SET = securityHeaderSet(ADMIN_HEADERS);
const SITE_SET = securityHeaderSet(SITE_HEADERS);

/**
 * The API reference pages (cms/openApiDocument/): under /cms/ like the API, but pages, given the
 * site's policy: the CMS's own scripts and no inline one; the renderer writes its styles inline.
 */
export const API_REFERENCE_SET = SITE_SET;

const OBSERVABILITY_URLS: ReadonlySet<string> = new Set(Object.values(OBSERVABILITY_PATHS));

/** What the answers of a route carry, by the area of the URL it serves. */
function headersFor(url: string, method: string | string[]): HeaderSet {
  // The CORS plugin answers every preflight from one catch-all route: they concern the API.
  if (method === 'OPTIONS') return API_SET;
  if (url.startsWith(WIDGETS_URL_PREFIX)) return WIDGET_SET;
  if (url.startsWith(PUBLIC_URL_PREFIX)) return PUBLIC_FILE_SET;
  if (url === ADMIN_APP_PATH || url.startsWith(`${ADMIN_APP_PATH}/`)) return ADMIN_SET;
  // The rest of /cms/ is the open API, and the 404s of addresses beside it.
  if (url.startsWith('/cms/')) return API_SET;
  // The JSON answers of the health, readiness and metrics routes, outside /cms/.
  if (OBSERVABILITY_URLS.has(url)) return API_SET;
  return SITE_SET;
}

/**
 * Security headers of every answer, with helmet's values: each route gets the headers of its
 * area (site, API, public files, widgets) when it is added, so this plugin is registered before
 * any route, and an answer only copies them. Fastify's 404s, which have no route, get the API's.
 * A site page's own inline scripts are added by `allowPageScripts`.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, securityHeaders: route.config?.securityHeaders ?? headersFor(route.url, route.method) };
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(reply, request.routeOptions.config.securityHeaders ?? API_SET);
      // `protocol` is the connection's, or X-Forwarded-Proto's behind TRUST_PROXY.
      if (request.protocol === 'https') setHeaders(reply, HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * A site page's policy header for its inline scripts (hash sources from the build), the hosts
 * of the analytics tools in effect and WeChat's SDK host, kept per list of hashes (one per page
 * and release), per analytics change and per WeChat account change, each of which is held as it
 * is until it changes.
 */
const pagePolicies = new WeakMap<AnalyticsSources, WeakMap<readonly string[], WeakMap<readonly string[], HeaderSet>>>();

function pagePolicy(scriptHashes: readonly string[], analytics: AnalyticsSources, wechatScripts: readonly string[]): HeaderSet {
  let byWechat = pagePolicies.get(analytics);
  if (!byWechat) pagePolicies.set(analytics, (byWechat = new WeakMap()));
  let byHashes = byWechat.get(wechatScripts);
  if (!byHashes) byWechat.set(wechatScripts, (byHashes = new WeakMap()));
  let policy = byHashes.get(scriptHashes);
  if (!policy) {
    policy = recordHeaders(contentSecurityPolicy({ useDefaults: false, directives: siteDirectives(scriptHashes, analytics, wechatScripts) }));
    byHashes.set(scriptHashes, policy);
  }
  return policy;
}

/** A site page's policy, allowing the page's inline scripts, the analytics tools' hosts and WeChat's SDK. */
export function allowPageScripts(reply: FastifyReply, scriptHashes: readonly string[]): void {
  setHeaders(reply, pagePolicy(scriptHashes, reply.server.analytics.sources(), reply.server.wechatShare.scriptSrc()));
}

/** The back office's index.html: its policy, allowing the styles that carry this answer's nonce. */
export function allowAdminStyles(reply: FastifyReply, nonce: string): void {
  setHeaders(reply, recordHeaders(contentSecurityPolicy({ useDefaults: false, directives: adminDirectives(nonce) })));
}

/**
 * The back office's preview of an embed snippet: the policy a careful partner page has (the
 * strict one of widgets/embed/README.md, with this answer's nonce), so the preview shows the
 * widgets as they work there; framed by the back office only.
 */
const EMBED_PREVIEW_FRAMING = recordHeaders(xFrameOptions({ action: 'sameorigin' }));

export function allowEmbedPreview(reply: FastifyReply, nonce: string): void {
  setHeaders(reply, EMBED_PREVIEW_FRAMING);
  setHeaders(reply, recordHeaders(contentSecurityPolicy({
    useDefaults: false,
    directives: {
      // The widgets' calls, images and chunks all come from this origin, the CMS's.
      defaultSrc: ["'self'"],
      scriptSrc: [`'nonce-${nonce}'`, "'strict-dynamic'"],
      styleSrc: [`'nonce-${nonce}'`],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'self'"],
    },
  })));
}
