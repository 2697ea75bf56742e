import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { DetailList } from '../DetailList';
import { useCopy } from '../i18n';
import { Section } from '../Section';
import * as ui from '../ui.module.css';
import { CloseChart } from './CloseChart';
import * as styles from './InvestorPages.module.css';
import { formatAmount, formatPrice } from './quoteFormat';
import { StockQuoteFigures } from './StockQuoteFigures';
import { useStockQuote } from './useStockQuote';

/**
 * The stock market page's quote (ticker, figures and facts) and its year of closes. The facts are
 * built into the page; the figures are asked of the CMS at run time, so only a page that renders
 * these sections (the Chinese one: investor relations are Chinese only) asks.
 */
export function StockQuoteSections({ companyName, stockCode }: { companyName: string; stockCode: string }) {
  const t = useCopy('investor');
  const { language } = useI18next();
  const state = useStockQuote(language);
  const answer = state.status === 'ready' ? state.answer : null;
  const quote = answer?.quote;

  return (
    <>
      <Section id="quote" title={t('stockmarket.quote.title')}>
        <div className={styles.quote}>
          <div className={styles.ticker}>
            <p className={styles.tickerName}>{companyName}</p>
            <p className={styles.tickerCode}>
              <span className={ui.visuallyHidden}>{t('stockmarket.quote.code')}</span>
              {stockCode}
            </p>
            <p className={styles.tickerExchange}>{t('stockmarket.quote.exchangeValue')}</p>
            <StockQuoteFigures state={state} language={language} />
          </div>
          <div className={styles.quoteFacts}>
            <DetailList
              items={[
                ...(quote
                  ? [
                      { key: 'volume', label: t('stockmarket.quote.volume'), value: t('stockmarket.quote.volumeValue', { amount: formatAmount(quote.volume, language) }) },
                      { key: 'turnover', label: t('stockmarket.quote.turnover'), value: t('stockmarket.quote.turnoverValue', { amount: formatAmount(quote.turnover, language) }) },
                      { key: 'previousClose', label: t('stockmarket.quote.previousClose'), value: t('stockmarket.quote.previousCloseValue', { price: formatPrice(quote.previousClose, language) }) },
                    ]
                  : []),
                { key: 'name', label: t('stockmarket.quote.name'), value: companyName },
                { key: 'code', label: t('stockmarket.quote.code'), value: stockCode },
                { key: 'exchange', label: t('stockmarket.quote.exchange'), value: t('stockmarket.quote.exchangeValue') },
                { key: 'shares', label: t('stockmarket.quote.shares'), value: t('stockmarket.quote.sharesValue') },
                { key: 'listed', label: t('stockmarket.quote.listed'), value: t('stockmarket.quote.listedValue') },
              ]}
            />
            <p className={styles.disclaimer}>{t('stockmarket.quote.disclaimer')}</p>
          </div>
        </div>
      </Section>

      <Section id="chart" title={t('stockmarket.chart.title')}>
        {answer ? (
          <CloseChart closes={answer.history} language={language} />
        ) : (
          <p className={ui.empty}>{t(state.status === 'loading' ? 'stockmarket.quote.loading' : 'stockmarket.chart.empty')}</p>
        )}
      </Section>
    </>
  );
}
