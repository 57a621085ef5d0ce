/**
 * "Cite" in a list: a disclosure whose panel (reference and BibTeX, site/components/cite-panel)
 * loads and renders only when opened, so a long list stays light.
 */
import { lazy, Suspense, useState } from 'react';
import type { Publication } from '../../shared/content/model/schemas';
import { useMessages } from '../i18n/language';
import { publications } from '../i18n/en/publications';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { publications };

const CitePanel = lazy(() => import('./cite-panel'));

export function CiteControl({ pub }: { pub: Publication }) {
  const t = useMessages(ENGLISH);
  const [opened, setOpened] = useState(false);
  return (
    <details className="cite" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="cite__summary">{t.publications.cite}</summary>
      {opened && (
        <Suspense fallback={<p className="cite__loading">{t.loading}</p>}>
          <CitePanel pub={pub} />
        </Suspense>
      )}
    </details>
  );
}
