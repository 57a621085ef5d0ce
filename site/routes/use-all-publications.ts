/**
 * The whole publication list for a search or filter on a paginated list (docs/decisions/030):
 * fetched once, on first use, from /publications/all/page-data.json. Null until it arrives,
 * and where the page already holds every paper (the seed's list, an editor's store).
 */
import { useEffect, useState } from 'react';
import type { Content } from '../../shared/content/model/model';
import { rememberReferences } from '../components/use-reference';
import { fetchPageData } from '../page-data';
import { ALL_PUBLICATIONS_PATH } from './publication-pages';

type Lists = Pick<Content, 'publications' | 'teamMembers'>;

export function useAllPublications(wanted: boolean): Lists | null {
  const [lists, setLists] = useState<Lists | null>(null);
  useEffect(() => {
    if (!wanted || lists) return;
    let live = true;
    void fetchPageData(ALL_PUBLICATIONS_PATH).then(({ content, references }) => {
      // Their references, made at build time, before the list shows them (docs/decisions/073).
      rememberReferences(references);
      if (live && content.publications)
        setLists({ publications: content.publications, teamMembers: content.teamMembers ?? [] });
    });
    return () => {
      live = false;
    };
  }, [wanted, lists]);
  return wanted ? lists : null;
}
