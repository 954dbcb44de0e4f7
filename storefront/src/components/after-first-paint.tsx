import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { usePageRender } from '../lib/page-render';

/**
 * Draws its children only once the page has painted, in a transition the browser can
 * interrupt, so what is below the fold never delays the first screen. Until then it shows
 * the placeholder (nothing by default). A page drawn on the server has it all already: there
 * it is drawn at once, and so is the browser's first render that takes the page over.
 */
export function AfterFirstPaint({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const { fromServer } = usePageRender();
  const [shown, setShown] = useState(fromServer);
  useEffect(() => {
    if (shown) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : placeholder;
}
