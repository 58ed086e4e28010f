import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The shell's content area, which every page scrolls in. */
const SCROLLER = '.shell-content';

/**
 * Keeps a kept-alive page's scroll position (SPEC section 2). The shell's content area is shared
 * by every page, so the position is remembered while this page is shown and put back when the
 * page cache shows it again (Activity re-runs layout effects on every show).
 */
export function useKeptScroll(ref: RefObject<HTMLElement | null>): void {
  const saved = useRef(0);
  useLayoutEffect(() => {
    const scroller = ref.current?.closest<HTMLElement>(SCROLLER) ?? null;
    if (scroller === null) return undefined;
    scroller.scrollTop = saved.current;
    const remember = (): void => {
      saved.current = scroller.scrollTop;
    };
    scroller.addEventListener('scroll', remember, { passive: true });
    return () => scroller.removeEventListener('scroll', remember);
  }, [ref]);
}
