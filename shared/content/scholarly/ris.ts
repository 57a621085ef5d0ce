/**
 * Publications as RIS (the tagged format EndNote, Zotero, Mendeley and citation managers read):
 * one record per paper, "TY  - JOUR" to "ER  - ", each tag on its own line (docs/decisions/073).
 */
import type { Publication } from '../model/schemas';
import { bareDoi } from '../read/urls';

/** The product's publication types as RIS reference types; another type is GEN (generic). */
const RIS_TYPES: Record<string, string> = {
  'journal article': 'JOUR',
  commentary: 'JOUR',
  'conference proceeding': 'CPAPER',
  'workshop contribution': 'CPAPER',
  'book chapter': 'CHAP',
  book: 'BOOK',
  thesis: 'THES',
  preprint: 'UNPB',
  report: 'RPRT',
  dataset: 'DATA',
  software: 'COMP',
};

/** The tag a type's venue goes in: a journal (T2), a book's publisher (PB), a school (PB). */
const VENUE_TAG: Record<string, string> = { BOOK: 'PB', THES: 'PB', RPRT: 'PB', UNPB: 'PB', DATA: 'PB', COMP: 'PB' };

/** RIS values are one line each. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** One publication as a RIS record (ending with "ER  - " and a line break). */
export function publicationToRis(pub: Publication): string {
  const type = RIS_TYPES[pub.type.trim().toLowerCase()] ?? 'GEN';
  const lines: string[] = [];
  const add = (tag: string, value: string | undefined) => {
    const text = oneLine(value ?? '');
    if (text) lines.push(`${tag}  - ${text}`);
  };
  add('TY', type);
  add('TI', pub.title);
  for (const author of pub.authors) if (!/^(et al\.?|others)$/i.test(author.trim())) add('AU', author);
  add(VENUE_TAG[type] ?? 'T2', pub.journal);
  // The book a chapter appears in: its editors (A2, secondary authors) and its publisher.
  for (const editor of pub.editors ?? []) if (!/^(et al\.?|others)$/i.test(editor.trim())) add('A2', editor);
  if (!VENUE_TAG[type]) add('PB', pub.publisher);
  if (typeof pub.year === 'number' && Number.isFinite(pub.year)) {
    add('PY', String(pub.year));
    add('DA', pub.month ? `${pub.year}/${String(pub.month).padStart(2, '0')}` : String(pub.year));
  }
  add('VL', pub.volume);
  add('IS', pub.issue);
  const pages = oneLine(pub.pages ?? '');
  const range = /^(\S+?)\s*[-–—]+\s*(\S+)$/.exec(pages);
  if (range) {
    add('SP', range[1]);
    add('EP', range[2]);
  } else add('SP', pages);
  add('DO', bareDoi(pub.doi ?? ''));
  add('UR', /^https?:\/\//i.test(pub.url.trim()) ? pub.url : '');
  add('AB', pub.abstract);
  for (const keyword of pub.keywords) add('KW', keyword);
  lines.push('ER  - ');
  return `${lines.join('\r\n')}\r\n`;
}

/** Several publications as one RIS file. */
export function publicationsToRis(publications: readonly Publication[]): string {
  return publications.map(publicationToRis).join('\r\n');
}
