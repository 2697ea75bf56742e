import { API_PATHS } from '../../../../contract/api';
import type { ArticleDetails } from '../../../../contract/entities/article';
import { isSuccess, type DataEnvelope } from '../../../../contract/envelope';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { cmsGet } from '../../runtime/cmsClient';

/*
 * The run-time call of the case details page (the case list pages through the widget's own
 * client). It goes through `cmsGet`, so it reaches the CMS at GATSBY_CMS_URL (the same origin by
 * default). Tests inject the origin of a CMS they start by setting GATSBY_CMS_URL before
 * importing the components.
 */

/** A case in full (`articleDetails/{id}`), or null when the CMS has none (404 or any non-zero code). */
export async function fetchCaseDetails(articleId: number, language: SiteLanguage): Promise<ArticleDetails | null> {
  const answer = await cmsGet<DataEnvelope<ArticleDetails>>(API_PATHS.articleDetails(articleId), {
    language: toApiLanguage(language),
  });
  return isSuccess(answer) && answer.data ? answer.data : null;
}
