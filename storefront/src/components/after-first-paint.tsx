import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children only once the page has painted, in a transition the browser can
 * interrupt, so what is below the fold never delays the first screen. Until then it shows
 * the placeholder (nothing by default).
 */
export function AfterFirstPaint({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return shown ? children : placeholder;
}
