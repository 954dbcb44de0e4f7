import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every path change scrolls smoothly back to the top (SPEC §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
