/**
 * The project card of docs/product.md §2: a colour or image block with an optional emoji overlay,
 * the title, a 120-character excerpt, the categories and the coloured topic tags.
 */
import { HIGH_PRIORITY } from './high-priority';
import { itemPath } from '../content/model/collection-facts';
import { imgAlt } from '../content/media/img-alt';
import { useState, type CSSProperties } from 'react';
import { Link } from './site-link';
import { PROJECT_CARD_EXCERPT } from '../content/model/constants';
import type { Project, TopicColorRegistry } from '../content/model/schemas';
import { ProseExcerpt } from './prose';
import { resolveTopicColor } from '../content/read/topic-color';
import { categoriesOf } from '../content/edit/lists';
import { topicGradient } from './colors';
import { EmojiImage } from './emoji-image';
import { useAssetUrl } from './use-asset-url';
import { withVariants } from './responsive-image';
import { PLACE_SIZES } from '../content/media/image-variants';
import { TopicTag } from './topic-tag';
import { editableField, editableItem } from './editable';
import { useFallbackLang } from './use-lab-profile';

/** docs/product.md §2: non-empty, not ending in "undefined" or "null" (and safe to use as a src). */
export function isUsableImage(image: string | undefined): boolean {
  const value = image?.trim() ?? '';
  return value !== '' && !value.endsWith('undefined') && !value.endsWith('null');
}

export type CardBackground = 'image' | 'gradient' | 'default';

/**
 * Which background a project's block shows: a valid image covers it; otherwise projects
 * with emojis get the topic gradient (shown on hover) and the rest the default background.
 */
export function cardBackground(
  project: Pick<Project, 'image' | 'emojiHexcodes'>,
  imageFailed: boolean,
): CardBackground {
  if (isUsableImage(project.image) && !imageFailed) return 'image';
  return project.emojiHexcodes.length > 0 ? 'gradient' : 'default';
}

export interface ProjectCardProps {
  project: Project;
  registry: TopicColorRegistry;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3;
  /** Where the card links; the project's page by default. */
  to?: string;
  /** Load the image at once (cards in the first screenful, where it is the largest paint). */
  eager?: boolean;
  /** Give the card the project's id as its DOM id (the page's one card of it, for #<id> links). */
  anchor?: boolean;
  /** The name of the methods' tag list, in the page's language. */
  methodsLabel?: string;
}

export function ProjectCard({
  project,
  registry,
  headingLevel = 3,
  to = itemPath('projects', project.id),
  eager = false,
  anchor = false,
  methodsLabel = 'Methods',
}: ProjectCardProps) {
  const fallback = useFallbackLang();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = useAssetUrl(isUsableImage(project.image) ? project.image : null, 'image');
  const failed = failedSrc !== null && failedSrc === src;
  // An unsafe URL, an asset still loading and a failed load all fall back alike.
  const background = cardBackground(project, !src || failed);
  const colors = project.topics.map((topic) => resolveTopicColor(registry, project, topic));
  // Only a colour made from the content's checked topic colours is inline; the brand's gradient
  // is the stylesheet's (an inline style never holds var(), docs/decisions/065).
  const hover = topicGradient(colors);
  const style = (hover ? { '--card-hover-bg': hover } : undefined) as CSSProperties | undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const categories = categoriesOf(project);

  return (
    <article className="card project-card" {...editableItem('projects', project.id, { anchor })}>
      <div className="project-card__media" data-background={background} style={style}>
        {background === 'image' &&
          src &&
          withVariants(
            project.image,
            PLACE_SIZES.picture,
            <img
              src={src}
              alt={imgAlt(project.imageAlt)}
              {...fallback(project, 'imageAlt')}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              {...(eager ? HIGH_PRIORITY : {})}
              onError={() => setFailedSrc(src)}
            />,
          )}
        {project.emojiHexcodes.length > 0 && (
          <div className="project-card__emojis">
            {project.emojiHexcodes.map((code) => (
              <EmojiImage key={code} hexcode={code} size={44} />
            ))}
          </div>
        )}
      </div>
      <div className="card__body">
        <Heading className="card__title" {...editableField('title')} {...fallback(project, 'title')}>
          <Link to={to} className="card__link">
            {project.title}
          </Link>
        </Heading>
        {categories.length > 0 && <p className="card__meta">{categories.join(', ')}</p>}
        <p className="card__text" {...editableField('description')} {...fallback(project, 'description')}>
          <ProseExcerpt text={project.description} max={PROJECT_CARD_EXCERPT} />
        </p>
        {project.topics.length > 0 && (
          <ul className="tag-list" aria-label={methodsLabel}>
            {project.topics.map((topic, index) => (
              <li key={topic}>
                <TopicTag name={topic} color={colors[index]!} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
