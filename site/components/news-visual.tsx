/** A news item's picture: its emoji banner when it has one, else its image, else nothing. */
import { HIGH_PRIORITY } from '../../shared/ui/high-priority';
import { imgAlt } from '../../shared/content/media/img-alt';
import type { NewsItem } from '../../shared/content/model/schemas';
import { SafeImage } from '../../shared/ui/safe-link';
import { EmojiRow } from './emoji-row';
import { useFallbackLang } from '../../shared/ui/use-lab-profile';

export function NewsVisual({ item, block, emojiSize, eager }: { item: NewsItem; block: 'news-card' | 'news-article'; emojiSize: number; eager?: boolean }) {
  const fallback = useFallbackLang();
  const emojis = item.emojiHexcodes ?? [];
  if (emojis.length > 0)
    return (
      <div className={`${block}__banner`} aria-hidden="true">
        <EmojiRow codes={emojis} size={emojiSize} />
      </div>
    );
  if (!item.imageUrl) return null;
  return (
    <div className={`${block}__image`}>
      <SafeImage
        src={item.imageUrl}
        alt={imgAlt(item.imageAlt)}
        {...fallback(item, 'imageAlt')}
        sizes={block === 'news-article' ? '(max-width: 48rem) 100vw, 46rem' : '(max-width: 640px) 100vw, 16rem'}
        // A news item's own page shows its picture first: fetched early; a list's pictures as they come into view.
        {...(eager ? { loading: 'eager' as const, ...HIGH_PRIORITY } : {})}
      />
    </div>
  );
}
