/**
 * "Cite" in a list: a disclosure whose panel (reference and BibTeX, site/components/cite-panel)
 * loads and renders only when opened, so a long list stays light.
 */
import { lazy, Suspense, useState } from 'react';
import type { Publication } from '../../shared/content/schemas';

const CitePanel = lazy(() => import('./cite-panel'));

export function CiteControl({ pub }: { pub: Publication }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="cite" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="cite__summary">Cite</summary>
      {opened && (
        <Suspense fallback={<p className="cite__loading">Loading...</p>}>
          <CitePanel pub={pub} />
        </Suspense>
      )}
    </details>
  );
}
