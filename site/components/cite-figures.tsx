/**
 * The Cite block's figures: the reference in the lab's citation style and the BibTeX entry, each
 * with a Copy button, and the paper as a BibTeX or RIS file, from texts already made (a
 * publication's page data carries them, so its visitors load neither the BibTeX writer nor the
 * citation processor; docs/decisions/056, 073). ./cite-panel.tsx makes them from the paper.
 */
import { useState } from 'react';
import type { ReferenceNode } from '../../shared/content/scholarly/reference-nodes';
import { useMessages } from '../i18n/language';
import { publication } from '../i18n/en/publication';
import { downloadText } from './download';
import { ReferenceText } from './reference-text';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { publication };

/** The texts of a paper's Cite block. */
export interface CiteTexts {
  /** The reference as plain text (what Copy copies). */
  reference: string;
  /** The reference with its marks (italic venue, bold volume…), where known. */
  nodes?: ReferenceNode[];
  bibtex: string;
  ris: string;
  /** The files' name without extension. */
  fileName: string;
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

export function CiteFigures({ reference, nodes, bibtex, ris, fileName }: CiteTexts) {
  const t = useMessages(ENGLISH);
  // A figure takes its name from its caption; aria-labelledby on <p>/<pre> is ignored and invalid.
  return (
    <div className="cite__panel">
      <figure className="cite__figure">
        <figcaption className="cite__label">{t.publication.reference}</figcaption>
        <p className="cite__reference">{nodes ? <ReferenceText nodes={nodes} linkMembers={false} /> : reference}</p>
      </figure>
      <CopyButton text={reference} label={t.publication.copyReference} />
      <figure className="cite__figure">
        <figcaption className="cite__label">BibTeX</figcaption>
        <pre className="cite__bibtex" tabIndex={0}>
          {bibtex}
        </pre>
      </figure>
      <CopyButton text={bibtex} label={t.publication.copyBibtex} />
      <p className="cite__downloads">
        <button type="button" className="button button--small" onClick={() => downloadText(`${fileName}.bib`, bibtex)}>
          {t.publication.downloadBibtex}
        </button>
        <button type="button" className="button button--small" onClick={() => downloadText(`${fileName}.ris`, ris, 'application/x-research-info-systems')}>
          {t.publication.downloadRis}
        </button>
      </p>
    </div>
  );
}
