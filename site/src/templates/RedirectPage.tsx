import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath, splitLocalizedPath } from '../../../contract/siteRoutes';

type Context = { to: string };

const targetOf = (pathname: string, to: string) => localizedPath(to, splitLocalizedPath(pathname).language);

/**
 * A redirect that works on any static host: the CMS answers these paths with a 301, and
 * elsewhere this page sends the browser on with a meta refresh, or a click without one.
 */
export default function RedirectPage({ location, pageContext }: PageProps<Queries.RedirectPageQuery, Context>) {
  const { t } = useTranslation('common');
  const target = targetOf(location.pathname, pageContext.to);
  useEffect(() => {
    window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  }, [target]);
  return (
    <p>
      <a href={target}>{t('redirecting')}</a>
    </p>
  );
}

export const Head = ({ location, pageContext }: HeadProps<Queries.RedirectPageQuery, Context>) => {
  const target = targetOf(location.pathname, pageContext.to);
  return (
    <>
      <meta httpEquiv="refresh" content={`0;url=${target}`} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={target} />
    </>
  );
};

export const query = graphql`
  query RedirectPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
  }
`;
