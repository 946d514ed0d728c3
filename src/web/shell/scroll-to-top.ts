import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** product §2: every route change scrolls smoothly to the top. */
export function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}
