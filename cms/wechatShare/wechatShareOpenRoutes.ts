import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { SITE_PAGE_API_PATHS } from '../../contract/api';
import type { WechatShareConfig } from '../../contract/entities/wechatShare';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { languageQuery } from '../../contract/queries';
import { CmsError } from '../http/cmsError';
import { dataEnvelope } from '../http/envelopes';
import { dataAnswer } from '../http/responseSchemas';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';

/** Longer than any page address of the site, with the parameters WeChat adds to a shared link. */
const URL_MAX = 2000;

const signatureQuery = v.object({
  url: v.pipe(
    v.string('badRequest' satisfies CmsMessageKey),
    v.maxLength(URL_MAX, 'badRequest' satisfies CmsMessageKey),
    v.check((url) => /^https?:\/\//.test(url) && URL.canParse(url), 'badRequest' satisfies CmsMessageKey),
    v.description('The page\'s address as the browser shows it (`location.href`); anything after `#` is not signed.'),
  ),
  ...languageQuery.entries,
});

/**
 * The JS-SDK signature a page opened in WeChat configures the SDK with, for its own address, made
 * from the ticket the CMS keeps (jsSdkTickets.ts); the ticket itself never leaves the CMS.
 */
const wechatShareRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    `/${SITE_PAGE_API_PATHS.wechatShare}`,
    {
      schema: {
        summary: 'WeChat JS-SDK signature of a page',
        description: 'For the site\'s pages opened in WeChat\'s browser (`WechatShareConfig`): the official account\'s `appId`, `timestamp`, `nonceStr` and `signature` (SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, WeChat\'s JS-SDK appendix 1) for `url`, and `jsSdkUrl`, where the SDK is loaded from. 404 without an official account configured; 502 when WeChat refuses a ticket.',
        querystring: signatureQuery, response: dataAnswer<WechatShareConfig>(),
      },
    },
    async (request) => {
      const signed = await app.wechatShare.sign(request.query.url).catch((error: unknown) => {
        request.log.warn({ err: error }, 'no WeChat JS-SDK ticket');
        throw new CmsError(502, 'wechatShareUnavailable');
      });
      if (!signed) throw new CmsError(404, 'wechatShareOff');
      return dataEnvelope(request.query.language, { ...signed, jsSdkUrl: app.wechatShare.jsSdkUrl } satisfies WechatShareConfig);
    },
  );
};

export default wechatShareRoutes;
