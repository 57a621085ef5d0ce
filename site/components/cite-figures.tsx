/**
 * The Cite block's figures: the formatted reference and the BibTeX entry, each with a Copy
 * button, from texts already made (a publication's page data carries them, so its visitors never
 * load the BibTeX writer; docs/decisions/056). ./cite-panel.tsx makes them from the paper.
 */
import { useState } from 'react';

/** The texts of a paper's Cite block. */
export interface CiteTexts {
  reference: string;
  bibtex: string;
}

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

export function CiteFigures({ reference, bibtex }: CiteTexts) {
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
