import React from 'react';
import { useCopy } from '../i18n';
import * as ui from '../ui.module.css';
import { exchangeTime, formatChange, formatPrice } from './quoteFormat';
import * as styles from './StockQuote.module.css';
import type { StockQuoteState } from './useStockQuote';

/**
 * The quote in the ticker: price, change and the time of the quote; or, while the CMS has no
 * quote (no feed, or the feed failing), that the delayed quote is unavailable and the last close
 * it kept, with its date. Never a figure the feed did not give.
 */
export function StockQuoteFigures({ state, language }: { state: StockQuoteState; language: string }) {
  const t = useCopy('investor');
  if (state.status === 'loading') return <p className={styles.quoteStatus}>{t('stockmarket.quote.loading')}</p>;

  const answer = state.status === 'ready' ? state.answer : null;
  const quote = answer?.quote;
  if (!quote) {
    const lastClose = answer?.lastClose;
    return (
      <div data-quote="unavailable">
        <p className={styles.quoteStatus}>{t('stockmarket.quote.unavailable')}</p>
        <p className={styles.lastClose}>
          {lastClose
            ? t('stockmarket.quote.lastClose', { price: formatPrice(lastClose.close, language), date: lastClose.date })
            : t('stockmarket.quote.noClose')}
        </p>
      </div>
    );
  }

  const direction = quote.suspended || quote.change === 0 ? styles.flat : quote.change > 0 ? styles.up : styles.down;
  return (
    <div data-quote="available">
      <p className={styles.price}>
        <span className={ui.visuallyHidden}>{t('stockmarket.quote.price')} </span>
        {formatPrice(quote.price, language)}
      </p>
      <p className={`${styles.change} ${direction}`}>
        {quote.suspended ? (
          t('stockmarket.quote.suspended')
        ) : (
          <>
            <span className={ui.visuallyHidden}>{t('stockmarket.quote.change')} </span>
            {formatChange(quote, language)}
          </>
        )}
      </p>
      <p className={styles.quoteTime}>
        {t('stockmarket.quote.time')}{' '}
        <time dateTime={quote.quotedAt}>{t('stockmarket.quote.timeValue', { time: exchangeTime(quote.quotedAt) })}</time>
      </p>
    </div>
  );
}
