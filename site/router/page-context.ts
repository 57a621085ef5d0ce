/** The page being shown (docs/decisions/056), for the layout, the head and the page itself. */
import { createContext, useContext } from 'react';
import type { Page } from './pages';

export const PageContext = createContext<Page | null>(null);

/** The page being shown: its route, parameters, code, head and data. */
export function usePage(): Page {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage outside the site page tree');
  return page;
}
