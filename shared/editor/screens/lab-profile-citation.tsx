/**
 * The lab profile's citation style (docs/decisions/073): the style of every reference on the
 * site (the publication list, members' and projects' pages, a paper's Cite block), with one of
 * the lab's papers shown in it. The studio loads the citation processor for that example; the
 * built site carries its references already made.
 */
import { useEffect, useState } from 'react';
import { CITATION_STYLE_LABELS, CITATION_STYLES, citationStyleOf, DEFAULT_CITATION_STYLE } from '../../content/scholarly/citation-styles';
import type { LabProfile } from '../../content/model/lab-profile';
import { referencePlainText } from '../../content/scholarly/reference-nodes';
import type { Publication } from '../../content/model/schemas';
import { SelectField } from '../fields';
import type { Update } from './lab-profile-fields';

export function CitationStyleField({ draft, update, example }: { draft: LabProfile; update: Update; example?: Publication }) {
  const style = citationStyleOf(draft);
  const [shown, setShown] = useState('');
  useEffect(() => {
    if (!example) return;
    let live = true;
    void import('../../content/scholarly/csl/render').then(({ renderReference }) => {
      if (live) setShown(referencePlainText(renderReference(example, style).full));
    });
    return () => {
      live = false;
    };
  }, [example, style]);
  return (
    <fieldset>
      <legend>Publications</legend>
      <SelectField
        label="Citation style"
        value={style}
        options={CITATION_STYLES.map((value) => ({ value, label: CITATION_STYLE_LABELS[value] }))}
        onChange={(value) =>
          update((current) => {
            const next = { ...current };
            // The default is no entry at all, so a profile that never chose exports unchanged.
            if (value === DEFAULT_CITATION_STYLE && current.citationStyle === undefined) delete next.citationStyle;
            else next.citationStyle = value as LabProfile['citationStyle'];
            return next;
          })
        }
      />
      <p className="studio-hint">
        References on the site (the publication list, member and project pages, each paper&apos;s Cite block) follow this style. The site is
        built with them; publish and build to see a change there.
      </p>
      {example && shown && (
        <p className="studio-hint" aria-live="polite">
          Example: <span className="studio-citation-example">{shown}</span>
        </p>
      )}
    </fieldset>
  );
}
