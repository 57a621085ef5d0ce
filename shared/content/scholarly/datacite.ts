/**
 * DataCite REST API records (GET {DATACITE_API_URL}/dois/{doi}): software and datasets on
 * Zenodo (10.5281/...) and Figshare (10.6084/...), and arXiv's own DOIs (10.48550/...), which
 * Crossref does not hold. Mapped to the same fields as a Crossref record. Pure.
 */
import type { CrossrefFields } from './citation';
import { fullAuthorForm } from './author-names';
import { bareDoi } from '../read/urls';

export const DATACITE_DEFAULT_URL = 'https://api.datacite.org';

/** DOI prefixes registered with DataCite that labs cite most; any other DOI goes to Crossref first. */
const DATACITE_PREFIXES = ['10.5281/', '10.6084/', '10.48550/', '10.5061/', '10.17605/', '10.25384/'];

export function isDataciteDoi(doi: string): boolean {
  const bare = bareDoi(doi).toLowerCase();
  return DATACITE_PREFIXES.some((prefix) => bare.startsWith(prefix));
}

export interface DataciteAttributes {
  doi?: string;
  url?: string;
  titles?: { title?: string }[];
  creators?: { name?: string; givenName?: string; familyName?: string; nameType?: string }[];
  publisher?: string | { name?: string };
  container?: { title?: string };
  publicationYear?: number | string;
  types?: { resourceTypeGeneral?: string; resourceType?: string };
  descriptions?: { description?: string; descriptionType?: string }[];
  subjects?: { subject?: string }[];
  relatedIdentifiers?: { relatedIdentifier?: string; relatedIdentifierType?: string; relationType?: string }[];
}

const DATACITE_TYPES: Record<string, string> = {
  Software: 'software',
  Dataset: 'dataset',
  Preprint: 'preprint',
  JournalArticle: 'journal article',
  ConferencePaper: 'conference proceeding',
  BookChapter: 'book chapter',
  Book: 'book',
  Dissertation: 'thesis',
};

function creatorName(creator: NonNullable<DataciteAttributes['creators']>[number]): string {
  if (creator.familyName) return fullAuthorForm(creator.familyName, creator.givenName ?? '');
  return (creator.name ?? '').trim();
}

/** Maps a DataCite record's attributes to publication fields. */
export function dataciteToPublication(attributes: DataciteAttributes): CrossrefFields {
  const doi = bareDoi(attributes.doi ?? '');
  const general = attributes.types?.resourceTypeGeneral ?? '';
  // arXiv registers its DOIs as "Preprint" (older records as "Text").
  const type = DATACITE_TYPES[general] ?? (doi.toLowerCase().startsWith('10.48550/') ? 'preprint' : 'journal article');
  const publisher = typeof attributes.publisher === 'string' ? attributes.publisher : (attributes.publisher?.name ?? '');
  const year = Number(attributes.publicationYear);
  const abstract = attributes.descriptions?.find((d) => d.descriptionType === 'Abstract' && d.description?.trim())?.description ?? '';
  return {
    title: attributes.titles?.find((t) => t.title?.trim())?.title?.replace(/\s+/g, ' ').trim() ?? '',
    authors: (attributes.creators ?? []).map(creatorName).filter(Boolean),
    journal: (attributes.container?.title ?? '').trim() || publisher.trim(),
    year: Number.isInteger(year) && year > 0 ? year : Number.NaN,
    type,
    doi,
    url: attributes.url?.trim() || (doi ? `https://doi.org/${doi}` : ''),
    abstract: abstract.replace(/<[^>]+>/g, '').trim(),
    keywords: [...new Set((attributes.subjects ?? []).map((s) => s.subject?.trim() ?? '').filter(Boolean))],
  };
}

/** DOIs a DataCite record names as its published version (IsPreprintOf; arXiv's "IsVersionOf" a journal DOI). */
export function datacitePublishedDois(attributes: DataciteAttributes): string[] {
  const own = bareDoi(attributes.doi ?? '').toLowerCase();
  const isPreprint = attributes.types?.resourceTypeGeneral === 'Preprint' || own.startsWith('10.48550/');
  return (attributes.relatedIdentifiers ?? [])
    .filter((entry) => entry.relatedIdentifierType === 'DOI')
    .filter((entry) => entry.relationType === 'IsPreprintOf' || (isPreprint && entry.relationType === 'IsVersionOf'))
    .map((entry) => bareDoi(entry.relatedIdentifier ?? ''))
    .filter((doi) => /^10\.\d{4,9}\/\S+$/.test(doi) && doi.toLowerCase() !== own);
}
