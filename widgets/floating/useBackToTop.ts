import { useEffect, useRef, useState } from 'react';
import { scrollToTop, scrollTopOf } from '../shared/scrollToTop';

/** Whether the page is scrolled past `threshold`, and the action that scrolls it to the top `step` pixels a frame. */
export function useBackToTop(threshold: number, step: number): { pastThreshold: boolean; backToTop(): void } {
  const [pastThreshold, setPastThreshold] = useState(false);
  const stopScrolling = useRef<() => void>(() => {});

  useEffect(() => {
    const update = () => setPastThreshold(scrollTopOf(window) > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      stopScrolling.current();
    };
  }, [threshold]);

  return {
    pastThreshold,
    backToTop() {
      stopScrolling.current = scrollToTop(window, step);
    },
  };
}
