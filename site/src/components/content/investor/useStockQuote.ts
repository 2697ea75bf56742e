import { useEffect, useState } from 'react';
import { SITE_PAGE_API_PATHS } from '../../../../../contract/api';
import type { StockQuoteAnswer } from '../../../../../contract/entities/stockQuote';
import type { DataEnvelope } from '../../../../../contract/envelope';
import { toApiLanguage } from '../../../../../contract/language';
import { cmsGet } from '../../../runtime/cmsClient';

export type StockQuoteState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: StockQuoteAnswer };

/**
 * The share's quote, asked of the CMS when the page opens and again when the CMS says its next
 * poll has landed (during trading sessions, or at the next opening), but only while the page is
 * visible: a hidden page asks once it is shown again. The CMS answers what it polled, so the
 * figures change without a rebuild and visitors never reach the feed.
 */
export function useStockQuote(language: string): StockQuoteState {
  const [state, setState] = useState<StockQuoteState>({ status: 'loading' });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let due = false;
    let stopped = false;

    const load = async () => {
      due = false;
      try {
        const envelope = await cmsGet<DataEnvelope<StockQuoteAnswer>>(SITE_PAGE_API_PATHS.stockQuote, { language: toApiLanguage(language) });
        if (stopped) return;
        if (envelope.code !== 0) {
          setState({ status: 'failed' });
          return;
        }
        setState({ status: 'ready', answer: envelope.data });
        if (envelope.data.refreshSeconds !== null) timer = setTimeout(whenVisible, envelope.data.refreshSeconds * 1000);
      } catch {
        if (!stopped) setState({ status: 'failed' });
      }
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible') void load();
      else due = true;
    };
    const onVisibilityChange = () => {
      if (due && document.visibilityState === 'visible') void load();
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [language]);

  return state;
}
