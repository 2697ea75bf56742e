import React from 'react';
import { useLayoutTranslation } from '../useLayoutTranslation';
import { localizedPath, ROUTES, type SiteLanguage } from '../../../../../contract/siteRoutes';
import { cmsAsset } from '../../../runtime/cmsOrigin';
import type { LayoutData } from '../layoutData';
import * as styles from './Footer.module.css';
import { useCurrentYear } from './useCurrentYear';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface SiteFooterProps {
  data: LayoutData;
  language: SiteLanguage;
}

/**
 * Stock code, phones, marketing mailbox, friendly links, two QR codes, the English-only address
 * line, and the copyright with the current year, the privacy notice and the filing-record link.
 */
export function SiteFooter({ data, language }: SiteFooterProps) {
  const { t } = useLayoutTranslation();
  const year = useCurrentYear(data.buildYear);
  const settings = data.settings;
  const name = settings?.companyShortName ?? '';
  const newTab = <span className="visually-hidden">{t('nav.newTab')}</span>;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <p className={styles.company}>{settings?.companyName}</p>
          {settings?.stockCode ? (
            <p className={styles.stock}>
              <span className={styles.muted}>{t('footer.stockCode')}</span>{' '}
              <strong className={styles.stockCode}>{settings.stockCode}</strong>
            </p>
          ) : null}
          {language === 'en-US' && settings?.address ? (
            <p className={styles.address}>
              <span className={styles.muted}>{t('footer.address')}:</span> {settings.address}
            </p>
          ) : null}
        </div>

        <section aria-labelledby="footer-contact">
          <h2 className={styles.heading} id="footer-contact">
            {t('footer.contact')}
          </h2>
          <dl className={styles.contacts}>
            {settings?.phoneZh ? (
              <div>
                <dt>{t('footer.phoneZh')}</dt>
                <dd>
                  <a href={telHref(settings.phoneZh)}>{settings.phoneZh}</a>
                </dd>
              </div>
            ) : null}
            {settings?.phoneEn ? (
              <div>
                <dt>{t('footer.phoneEn')}</dt>
                <dd>
                  <a href={telHref(settings.phoneEn)}>{settings.phoneEn}</a>
                </dd>
              </div>
            ) : null}
            {settings?.marketingEmail ? (
              <div>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${settings.marketingEmail}`}>{settings.marketingEmail}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        {data.friendlyLinks.length > 0 ? (
          <section aria-labelledby="footer-links">
            <h2 className={styles.heading} id="footer-links">
              {t('footer.friendlyLinks')}
            </h2>
            <ul className={styles.links}>
              {data.friendlyLinks.map((link) => (
                <li key={link.blogrollId}>
                  <a href={link.blogrollLink} target="_blank" rel="noopener noreferrer">
                    {link.blogrollName}
                    {newTab}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="footer-follow">
          <h2 className={styles.heading} id="footer-follow">
            {t('footer.follow')}
          </h2>
          <div className={styles.qrCodes}>
            {settings?.wechatQrCode ? (
              <figure className={styles.qr}>
                <img src={cmsAsset(settings.wechatQrCode)} alt={t('footer.wechatQrAlt', { name })} width={104} height={104} loading="lazy" />
                <figcaption>{t('footer.wechatQr')}</figcaption>
              </figure>
            ) : null}
            {settings?.serviceQrCode ? (
              <figure className={styles.qr}>
                <img src={cmsAsset(settings.serviceQrCode)} alt={t('footer.serviceQrAlt', { name })} width={104} height={104} loading="lazy" />
                <figcaption>{t('footer.serviceQr')}</figcaption>
              </figure>
            ) : null}
          </div>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.bottomInner}>
          <span>{`© ${year} ${settings?.companyName ?? ''} ${t('footer.rights')}`}</span>
          <a href={localizedPath(ROUTES.privacy, language)}>{t('footer.privacy')}</a>
          {settings?.filingRecordNumber ? (
            <a href={settings.filingRecordUrl} target="_blank" rel="noopener noreferrer">
              {settings.filingRecordNumber}
              {newTab}
            </a>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
