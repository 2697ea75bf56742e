import { LocalLink as Link } from './LocalLink';
import React from 'react';
import { useCopy } from './i18n';
import { ALL_CASES_OUT_LINK, ROUTES } from '../../../../contract/siteRoutes';
import { ContentPicture, type PictureFiles } from './ContentPicture';
import * as styles from './EquipmentSections.module.css';
import { Prose } from './Prose';
import { useScrollSpy, useScrollToHash, useScrollToQuery } from './scroll';
import { SEARCH_IGNORE, searchItem } from '../search/searchMarks';
import { SubNav } from './SubNav';
import * as ui from './ui.module.css';

export interface EquipmentProduct {
  productKey: string;
  title: string;
  description: string;
  content: string;
  image: string;
  /** The media library's picture at `image` (none in a draft preview). */
  picture?: PictureFiles | null;
  highlights: readonly string[];
}

export interface EquipmentSectionsProps {
  products: readonly EquipmentProduct[];
  /** The query parameter that names a section (`type` for AGVs, `series` for stacker cranes). */
  param: string;
  /** `location.search` and `location.hash` of the page. */
  search: string;
  hash: string;
  navLabel: string;
}

/** The picture's column: five elevenths of the container from 860 px, the page's width below. */
const IMAGE_SIZES = '(min-width: 860px) 34rem, 100vw';

/**
 * One section per product type or series, each addressed by its product key: `#forklift`, or
 * `?type=forklift` which scrolls to it on load and whenever the query changes.
 */
export function EquipmentSections({ products, param, search, hash, navLabel }: EquipmentSectionsProps) {
  const t = useCopy('pages');
  const keys = products.map((product) => product.productKey);
  useScrollToQuery(search, param, (value) => (keys.includes(value) ? value : null));
  useScrollToHash(hash);
  const current = useScrollSpy(keys);

  if (products.length === 0) return <p className={`${ui.container} ${ui.empty}`}>{t('ui.noData')}</p>;
  return (
    <>
      <SubNav
        label={navLabel}
        items={products.map((product) => ({
          key: product.productKey,
          label: product.title,
          to: `#${product.productKey}`,
          anchor: true,
          current: product.productKey === current,
        }))}
      />
      {products.map((product, index) => (
        <section
          key={product.productKey}
          id={product.productKey}
          aria-labelledby={`${product.productKey}-title`}
          className={`${styles.section} ${index % 2 === 1 ? styles.alt : ''}`}
          {...searchItem('products', product.title)}
        >
          <div className={ui.container}>
            <div className={styles.overview}>
              <ContentPicture
                src={product.image}
                picture={product.picture}
                fallbackAlt={product.title}
                sizes={IMAGE_SIZES}
                className={product.image.endsWith('.svg') ? `${styles.image} ${styles.drawing}` : styles.image}
                eager={index === 0}
              />
              <div>
                <p className={styles.index} {...SEARCH_IGNORE}>{String(index + 1).padStart(2, '0')}</p>
                <h2 id={`${product.productKey}-title`} className={styles.title}>
                  {product.title}
                </h2>
                <p className={styles.description}>{product.description}</p>
                {product.highlights.length > 0 ? (
                  <>
                    <h3 className={ui.visuallyHidden}>{t('ui.highlights')}</h3>
                    <ul className={styles.highlights}>
                      {product.highlights.map((highlight) => (
                        <li key={highlight}>{highlight}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <div className={ui.actions}>
                  <Link to={`${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`} className={ui.buttonSecondary}>
                    {t('ui.seeCases')}
                  </Link>
                  <Link to={`${ROUTES.aboutUs}/downloadCenter`} className={ui.buttonSecondary}>
                    {t('ui.brochures')}
                  </Link>
                </div>
              </div>
            </div>
            <Prose html={product.content} stripTitle topHeading={3} className={styles.details} />
          </div>
        </section>
      ))}
    </>
  );
}
