import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ALL_CASES_OUT_LINK, ROUTES } from '../../../contract/siteRoutes';
import { ArticleList } from '../components/content/ArticleList';
import { Card, CardGrid } from '../components/content/Cards';
import { CaseCards } from '../components/content/CaseCards';
import { ChipList } from '../components/content/ChipList';
import { CmsImage } from '../components/content/CmsImage';
import { FigureList, type FigureItem } from '../components/content/FigureList';
import * as styles from '../components/content/home/HomePage.module.css';
import { useCopy } from '../components/content/i18n';
import { LocalLink as Link } from '../components/content/LocalLink';
import { PageHero } from '../components/content/PageHero';
import { CustomerReviews } from '../components/content/reviews/CustomerReviews';
import { Section } from '../components/content/Section';
import { SOLUTIONS, SOLUTION_KEYS } from '../components/content/solutions/solutions';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { reviewNodes } from '../components/seo/structuredData/review';

type Data = Queries.HomePageQuery;

/** The product families of the home page, each shown with the picture of a representative model. */
const PRODUCT_FAMILIES = [
  { key: 'stacker', to: ROUTES.pilerDetails, picture: { productType: 'stacker', productKey: 'medium' } },
  { key: 'agv', to: ROUTES.agvDetails, picture: { productType: 'agv', productKey: 'miniLifting' } },
  { key: 'software', to: ROUTES.productCenter, picture: { productType: 'software', productKey: 'wms' } },
] as const;

const SOLUTION_LINKS = SOLUTION_KEYS.map((key) => ({ key, to: SOLUTIONS[key].path }));

const FIGURES = ['established', 'years', 'industries', 'capital', 'ip', 'stock', 'stackers', 'agvs'] as const;

export default function HomePage({ data }: PageProps<Data>) {
  const t = useCopy('pages');
  const reviewCopy = useCopy('reviews');
  const stockCode = data.companyContact?.stockCode ?? '';
  const figures: FigureItem[] = FIGURES.map((key) => ({
    value: key === 'stock' ? stockCode : t(`home.figures.${key}.value`),
    unit: t(`home.figures.${key}.unit`),
    label: t(`home.figures.${key}.label`),
  }));
  const pictureOf = (productType: string, productKey: string) =>
    data.products.nodes.find((node) => node.productType === productType && node.productKey === productKey);
  const heroPicture = pictureOf('stacker', 'heavy') ?? pictureOf('stacker', 'medium');

  return (
    <>
      <PageHero
        size="large"
        eyebrow={data.settings?.companyShortName}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        media={heroPicture ? <CmsImage src={heroPicture.image} alt={t('home.hero.imageAlt')} eager /> : undefined}
      >
        <Link to={ROUTES.productCenter} className={ui.buttonLight}>
          {t('home.hero.primary')}
        </Link>
        <Link to={`${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`} className={ui.buttonGhost}>
          {t('home.hero.secondary')}
        </Link>
      </PageHero>

      <Section id="figures" title={t('home.figures.title')} intro={<p>{t('home.figures.intro')}</p>}>
        <FigureList items={figures} />
      </Section>

      <Section id="products" title={t('home.products.title')} intro={<p>{t('home.products.intro')}</p>} tone="muted">
        <CardGrid columns={3}>
          {PRODUCT_FAMILIES.map((family) => {
            const picture = pictureOf(family.picture.productType, family.picture.productKey);
            return (
              <Card
                key={family.key}
                title={t(`home.products.${family.key}.title`)}
                image={picture?.image}
                imageAlt={picture?.title}
                text={t(`home.products.${family.key}.text`)}
                link={{ to: family.to, label: t(`home.products.${family.key}.link`) }}
              >
                <ChipList items={t.list<string>(`home.products.${family.key}.points`)} />
              </Card>
            );
          })}
        </CardGrid>
      </Section>

      <Section id="solutions" title={t('home.solutions.title')} intro={<p>{t('home.solutions.intro')}</p>}>
        <ol className={styles.solutions}>
          {SOLUTION_LINKS.map((solution, index) => (
            <li key={solution.key} className={styles.solution}>
              <span className={styles.solutionIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.solutionTitle}>{t(`home.solutions.${solution.key}.title`)}</h3>
              <p className={styles.solutionText}>{t(`home.solutions.${solution.key}.text`)}</p>
              <Link to={solution.to} className={ui.textLink}>
                {t('home.solutions.link')}
                <span className={ui.visuallyHidden}>{t(`home.solutions.${solution.key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="cases"
        title={t('home.cases.title')}
        intro={<p>{t('home.cases.intro')}</p>}
        tone="muted"
        aside={
          <Link to={`${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`} className={ui.textLink}>
            {t('home.cases.all')}
          </Link>
        }
      >
        <CaseCards cases={data.cases.nodes} />
      </Section>

      <Section
        id="news"
        title={t('home.news.title')}
        aside={
          <Link to={`${ROUTES.aboutUs}/journalism`} className={ui.textLink}>
            {t('home.news.all')}
          </Link>
        }
      >
        <ArticleList articles={data.news.nodes} withContent={false} withThumbnails />
      </Section>

      {data.reviews.nodes.length > 0 ? (
        <Section id="reviews" title={reviewCopy('title')} intro={<p>{reviewCopy('intro')}</p>} tone="muted">
          <CustomerReviews reviews={data.reviews.nodes} />
        </Section>
      ) : null}

      <section aria-labelledby="contact-title" className={styles.cta}>
        <div className={`${ui.container} ${styles.ctaInner}`}>
          <div>
            <h2 id="contact-title" className={styles.ctaTitle}>
              {t('home.cta.title')}
            </h2>
            <p className={styles.ctaText}>{t('home.cta.text')}</p>
          </div>
          <div className={styles.ctaActions}>
            <Link to={`${ROUTES.serviceSupport}?anchor=3`} className={ui.buttonLight}>
              {t('home.cta.service')}
            </Link>
            <Link to={`${ROUTES.aboutUs}/downloadCenter`} className={ui.buttonGhost}>
              {t('home.cta.downloads')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** The home page's title is the company name alone. */
export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    description={headCopy(data, 'titles', 'home.description')}
    pathname={location.pathname}
    structuredData={(site) => reviewNodes(site, data.reviews.nodes)}
    companyContact={data.companyContact}
  />
);

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    ...CompanyContact
    products: allCmsProduct(
      filter: { language: { eq: $language }, productType: { in: ["stacker", "agv", "software"] } }
      sort: [{ sort: ASC }, { productId: ASC }]
    ) {
      nodes {
        ...ProductBasics
      }
    }
    cases: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 0 } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
      limit: 6
    ) {
      nodes {
        ...CaseCard
      }
    }
    reviews: allCmsCustomerReview(filter: { language: { eq: $language } }, sort: [{ sort: ASC }, { reviewId: ASC }]) {
      nodes {
        ...CustomerReviewItem
      }
    }
    news: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 1 }, categoryOutLink: { eq: "news" } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
      limit: 3
    ) {
      nodes {
        articleThumbnail
        ...DatedArticle
      }
    }
  }
`;
