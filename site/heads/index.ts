/**
 * Every route's document head, by route pattern (docs/decisions/056). The prerenderer writes
 * it into each page's HTML. In the browser it loads only when the head must change: after a
 * navigation to another page, or in an editor's browser, whose content is its own. A visitor's
 * first page already has its head from the HTML, so its download carries none of this.
 */
import { STUDIO_PATHS } from '../../shared/ui/studio-paths';
import type { HeadFn } from '../head';
import { publicationHead } from '../routes/publication-head';
import { jobHead, labPageHead, memberHead, newsItemHead, projectHead } from './item-heads';
import {
  contactHead,
  feedHead,
  homeHead,
  joinUsHead,
  notFoundHead,
  projectsHead,
  publicationsHead,
  searchHead,
  softwareHead,
  studioHead,
  teamHead,
} from './list-heads';

export const HEADS: Readonly<Record<string, HeadFn>> = {
  '/': homeHead,
  '/projects': projectsHead,
  '/projects/:id': projectHead,
  '/team': teamHead,
  '/team/:id': memberHead,
  '/feed': feedHead,
  '/news/:id': newsItemHead,
  '/publications': publicationsHead,
  '/publications/page/:page': publicationsHead,
  '/publications/:id': publicationHead,
  '/software': softwareHead,
  '/join-us': joinUsHead,
  '/join-us/:id': jobHead,
  '/contact': contactHead,
  '/search': searchHead,
  ...Object.fromEntries(STUDIO_PATHS.map((path) => [path, studioHead])),
  '/:slug': labPageHead,
  '*': notFoundHead,
};

/** The head function of the route `pattern`. */
export function headOf(pattern: string): HeadFn | undefined {
  return HEADS[pattern];
}
