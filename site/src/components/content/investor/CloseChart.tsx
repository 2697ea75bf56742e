import React from 'react';
import type { DailyClose } from '../../../../../contract/entities/stockQuote';
import { useCopy } from '../i18n';
import * as ui from '../ui.module.css';
import { formatPrice } from './quoteFormat';
import * as styles from './StockQuote.module.css';

const WIDTH = 640;
const HEIGHT = 200;
const PADDING = 8;

/** The closes of the chart's end of each month, for the table read out instead of the line. */
function monthEnds(closes: DailyClose[]): DailyClose[] {
  return closes.filter((close, index) => closes[index + 1]?.date.slice(0, 7) !== close.date.slice(0, 7));
}

/**
 * A year of daily closes as one line, drawn here as inline SVG rather than with a chart library
 * the page would have to load. The drawing is hidden from assistive technology, which reads a
 * summary (first, last, highest and lowest close) and a table of each month's last close instead.
 */
export function CloseChart({ closes, language }: { closes: DailyClose[]; language: string }) {
  const t = useCopy('investor');
  const first = closes[0];
  const last = closes.at(-1);
  if (!first || !last || closes.length < 2) return <p className={ui.empty}>{t('stockmarket.chart.empty')}</p>;

  const prices = closes.map((close) => close.close);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || 1;
  const x = (index: number) => PADDING + (index / (closes.length - 1)) * (WIDTH - 2 * PADDING);
  const y = (price: number) => PADDING + ((high - price) / span) * (HEIGHT - 2 * PADDING);
  const points = closes.map((close, index) => `${x(index).toFixed(1)},${y(close.close).toFixed(1)}`).join(' ');
  const highest = closes.find((close) => close.close === high) ?? first;
  const lowest = closes.find((close) => close.close === low) ?? first;
  const price = (value: number) => formatPrice(value, language);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        {t('stockmarket.chart.summary', {
          from: first.date,
          to: last.date,
          first: price(first.close),
          last: price(last.close),
          high: price(high),
          highDate: highest.date,
          low: price(low),
          lowDate: lowest.date,
        })}
      </figcaption>
      <div className={styles.chartFrame}>
        <span className={styles.axisHigh} aria-hidden="true">{price(high)}</span>
        <svg
          className={styles.chartDrawing}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          data-chart="daily-closes"
        >
          <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
        </svg>
        <span className={styles.axisLow} aria-hidden="true">{price(low)}</span>
      </div>
      <div className={styles.chartDates} aria-hidden="true">
        <span>{first.date}</span>
        <span>{last.date}</span>
      </div>
      <table className={ui.visuallyHidden}>
        <caption>{t('stockmarket.chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stockmarket.chart.date')}</th>
            <th scope="col">{t('stockmarket.chart.close')}</th>
          </tr>
        </thead>
        <tbody>
          {monthEnds(closes).map((close) => (
            <tr key={close.date}>
              <td>{close.date}</td>
              <td>{price(close.close)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
