/**
 * The Cite block's figures: the formatted reference and the BibTeX entry, each with a Copy
 * button, from texts already made (a publication's page data carries them, so its visitors never
 * load the BibTeX writer; docs/decisions/056). ./cite-panel.tsx makes them from the paper.
 */
import { useState } from 'react';
import { useMessages } from '../i18n/language';
import { publication } from '../i18n/en/publication';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { publication };

/** The texts of a paper's Cite block. */
export interface CiteTexts {
  reference: string;
  bibtex: string;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useMessages(ENGLISH);
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t.publication.copied);
    } catch {
      setStatus(t.publication.copyFailed);
    }
  };
  return (
    <span className="cite__copy">
      <button type="button" className="button button--small" onClick={copy}>
        {label}
      </button>
      <span role="status" className="cite__status">
        {status}
      </span>
    </span>
  );
}

export function CiteFigures({ reference, bibtex }: CiteTexts) {
  const t = useMessages(ENGLISH);
  // A figure takes its name from its caption; aria-labelledby on <p>/<pre> is ignored and invalid.
  return (
    <div className="cite__panel">
      <figure className="cite__figure">
        <figcaption className="cite__label">{t.publication.reference}</figcaption>
        <p className="cite__reference">{reference}</p>
      </figure>
      <CopyButton text={reference} label={t.publication.copyReference} />
      <figure className="cite__figure">
        <figcaption className="cite__label">BibTeX</figcaption>
        <pre className="cite__bibtex" tabIndex={0}>
          {bibtex}
        </pre>
      </figure>
      <CopyButton text={bibtex} label={t.publication.copyBibtex} />
    </div>
  );
}
