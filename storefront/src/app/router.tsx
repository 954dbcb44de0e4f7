import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The route table rendered in declarative mode (BrowserRouter + useRoutes): the shop uses no
 * loaders or actions, and the data router would add about 18 KB gzipped to every first visit.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
