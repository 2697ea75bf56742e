import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../contract/siteRoutes';
import { Card, CardGrid } from '../components/content/Cards';
import { CaseCards } from '../components/content/CaseCards';
import { ChipList } from '../components/content/ChipList';
import { FigureList, type FigureItem } from '../components/content/FigureList';
import { useCopy } from '../components/content/i18n';
import { LocalLink as Link } from '../components/content/LocalLink';
import { PageHero } from '../components/content/PageHero';
import { equipmentPath } from '../components/content/products/equipmentPages';
import { useScrollSpy } from '../components/content/scroll';
import { Section } from '../components/content/Section';
import * as styles from '../components/content/solutions/SolutionPage.module.css';
import { SOLUTIONS, SOLUTION_KEYS, type ShownProductType, type Solution } from '../components/content/solutions/solutions';
import { SubNav } from '../components/content/SubNav';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

/** From site/gatsby/createPages.ts: a page query can only filter by values of the page context. */
interface Context {
  solution: Solution;
  /** The solution's case categories (solutions.ts), for the query. */
  caseCategories: string[];
}

type Data = Queries.SolutionPageQuery;
type ProductNode = Data['products']['nodes'][number];

interface ProductRef {
  productType: ShownProductType;
  productKey: string;
}

const SECTIONS = ['challenges', 'architecture', 'products', 'benefits', 'cases'] as const;

function productPath({ productType, productKey }: ProductRef): string {
  if (productType === 'stacker' || productType === 'agv') return equipmentPath(productType, productKey);
  return `${ROUTES.productCenter}#${productKey}`;
}

const solutionOf = (context: Context): Solution => (context.solution in SOLUTIONS ? context.solution : 'logistics');

export default function SolutionPage({ data, pageContext }: PageProps<Data, Context>) {
  const t = useCopy('pages');
  const titles = useCopy('titles');
  const solution = solutionOf(pageContext);
  const setup = SOLUTIONS[solution];
  const copy = (key: string) => t(`solutions.${solution}.${key}`);
  const products = (Object.entries(setup.products) as Array<[ShownProductType, readonly string[]]>)
    .flatMap(([productType, keys]) => keys.map((productKey): ProductRef => ({ productType, productKey })))
    .map((ref) => ({ ref, node: data.products.nodes.find((node) => node.productType === ref.productType && node.productKey === ref.productKey) }))
    .filter((entry): entry is { ref: ProductRef; node: ProductNode } => entry.node !== undefined);
  const challenges = t.list<{ title: string; text: string }>(`solutions.${solution}.challenges`);
  const layers = t.list<{ layer: string; title: string; text: string; items: string[] }>(`solutions.${solution}.architecture`);
  const benefits = t.list<FigureItem>(`solutions.${solution}.benefits`);
  const outcomes = t.list<string>(`solutions.${solution}.outcomes`);
  const others = SOLUTION_KEYS.filter((other) => other !== solution);
  const current = useScrollSpy(SECTIONS);

  return (
    <>
      <PageHero eyebrow={t('solutions.eyebrow')} title={titles(`${solution}Solution.title`)} lead={copy('lead')}>
        <a href="#cases" className={ui.buttonLight}>
          {t('solutions.heroCases')}
        </a>
        <Link to={`${ROUTES.aboutUs}/contactUs`} className={ui.buttonGhost}>
          {t('solutions.heroContact')}
        </Link>
      </PageHero>
      <SubNav
        label={t('ui.pageSections')}
        items={SECTIONS.map((key) => ({ key, label: t(`solutions.sections.${key}`), to: `#${key}`, anchor: true, current: key === current }))}
      />

      <Section id="challenges" title={t('solutions.sections.challenges')} intro={<p>{copy('challengesIntro')}</p>}>
        <ol className={styles.challenges}>
          {challenges.map((challenge, index) => (
            <li key={challenge.title} className={styles.challenge}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.challengeTitle}>{challenge.title}</h3>
              <p className={styles.challengeText}>{challenge.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="architecture" title={t('solutions.sections.architecture')} intro={<p>{copy('architectureIntro')}</p>} tone="muted">
        <ol className={styles.layers}>
          {layers.map((layer) => (
            <li key={layer.title} className={styles.layer}>
              <p className={styles.layerName}>{layer.layer}</p>
              <div>
                <h3 className={styles.layerTitle}>{layer.title}</h3>
                <p className={styles.layerText}>{layer.text}</p>
                <ChipList items={layer.items} />
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="products" title={t('solutions.sections.products')} intro={<p>{copy('productsIntro')}</p>}>
        <CardGrid columns={3}>
          {products.map(({ ref, node }) => (
            <Card
              key={`${ref.productType}-${ref.productKey}`}
              title={node.title}
              image={node.image}
              text={node.description}
              link={{ to: productPath(ref), label: t('ui.learnMore') }}
            />
          ))}
        </CardGrid>
      </Section>

      <Section id="benefits" title={t('solutions.sections.benefits')} intro={<p>{copy('benefitsIntro')}</p>} tone="muted">
        <FigureList items={benefits} />
        <ul className={styles.outcomes}>
          {outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
        <p className={styles.note}>{t('solutions.benefitsNote')}</p>
      </Section>

      <Section
        id="cases"
        title={t('solutions.sections.cases')}
        intro={<p>{copy('casesIntro')}</p>}
        aside={
          <Link to={`${ROUTES.succeedCase}/${pageContext.caseCategories[0]}`} className={ui.textLink}>
            {t('solutions.moreCases')}
          </Link>
        }
      >
        <CaseCards cases={data.cases.nodes} />
      </Section>

      <Section id="more-solutions" title={t('solutions.others')} tone="muted">
        <ul className={styles.others}>
          {others.map((other) => (
            <li key={other}>
              <Link to={SOLUTIONS[other].path} className={styles.other}>
                <span className={styles.otherTitle}>{titles(`${other}Solution.title`)}</span>
                <span className={styles.otherText}>{t(`solutions.${other}.short`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, Context>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', `${solutionOf(pageContext)}Solution.title`)}
    description={headCopy(data, 'titles', `${solutionOf(pageContext)}Solution.description`)}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query SolutionPage($language: String!, $namespaces: [String!]!, $caseCategories: [String!]!) {
    ...PageBasics
    products: allCmsProduct(
      filter: { language: { eq: $language }, productType: { in: ["stacker", "agv", "software"] } }
      sort: [{ sort: ASC }, { productId: ASC }]
    ) {
      nodes {
        ...ProductBasics
        description
      }
    }
    cases: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 0 }, categoryOutLink: { in: $caseCategories } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
      limit: 3
    ) {
      nodes {
        ...CaseCard
      }
    }
  }
`;
