/**
 * The "Cite" panel: the formatted (APA-like) reference and the BibTeX entry of one publication,
 * each with a Copy button. Its own module, so a list loads the BibTeX code on the first Cite
 * click only (docs/decisions/030); a publication's page shows it open.
 */
import { useState } from 'react';
import { publicationToBibtex } from '../../shared/content/bibtex';
import { formatReference } from '../../shared/content/citation';
import type { Publication } from '../../shared/content/schemas';

function CopyButton({ text, label }: { text: string; label: string }) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Copied');
    } catch {
      setStatus('Copy failed: select the text and copy it');
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

export default function CitePanel({ pub }: { pub: Publication }) {
  const reference = formatReference(pub);
  const bibtex = publicationToBibtex(pub);
  // A figure takes its name from its caption; aria-labelledby on <p>/<pre> is ignored and invalid.
  return (
    <div className="cite__panel">
      <figure className="cite__figure">
        <figcaption className="cite__label">Reference</figcaption>
        <p className="cite__reference">{reference}</p>
      </figure>
      <CopyButton text={reference} label="Copy reference" />
      <figure className="cite__figure">
        <figcaption className="cite__label">BibTeX</figcaption>
        <pre className="cite__bibtex" tabIndex={0}>
          {bibtex}
        </pre>
      </figure>
      <CopyButton text={bibtex} label="Copy BibTeX" />
    </div>
  );
}
