import { TOUCH_TEXT_MAX, type Attribution } from '../../../contract/attribution';
import { readTouches, touchOfPage, visitorDeclines } from './touchStorage';

/**
 * The `attribution` a submission carries: the touches kept (or, where nothing could be kept, the
 * page's own as the last) and the page the form is sent from; none when the visitor declines.
 */
export function attributionToSend(win: Window = window, now = new Date()): Attribution | undefined {
  if (visitorDeclines(win)) return undefined;
  const { first, last } = readTouches(win, now);
  return {
    first,
    last: last ?? touchOfPage(win, now).touch,
    sentFromPage: (win.location.pathname + win.location.search).slice(0, TOUCH_TEXT_MAX),
  };
}
