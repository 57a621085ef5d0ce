/** One news item on its own page (/news/{id}): a permanent, shareable address for each story. */
import { imgAlt } from '../../shared/content/alt-text';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';
import { formatDate, paragraphs } from '../../shared/content/text';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { SafeImage } from '../../shared/ui/safe-link';
import { EmojiRow } from '../components/emoji-row';
import { NotFoundMessage } from '../components/not-found-message';
import { TagList } from '../components/tag-list';

export default function NewsItemPage() {
  const { id = '' } = useParams();
  const { newsItems } = useContent();
  const item = newsItems.find((n) => n.id === id);
  if (!item) return <NotFoundMessage message="News item not found" back={{ to: '/feed', label: 'All news' }} />;
  const emojis = item.emojiHexcodes ?? [];

  return (
    <main>
      <article className="container page news-article" {...editableItem('newsItems', item.id)}>
        <Link to="/feed" className="back-link">
          All news
        </Link>
        <p className="eyebrow">
          <time dateTime={item.date}>{formatDate(item.date)}</time>
          {item.author && <> · {item.author}</>}
        </p>
        <h1 className="news-article__title" {...editableField('title')}>
          {item.title}
        </h1>
        {emojis.length > 0 ? (
          <div className="news-article__banner" aria-hidden="true">
            <EmojiRow codes={emojis} size={64} />
          </div>
        ) : (
          item.imageUrl && (
            <div className="news-article__image">
              <SafeImage src={item.imageUrl} alt={imgAlt(item.imageAlt)} loading="eager" />
            </div>
          )
        )}
        <div className="prose" {...editableField('content')}>
          {paragraphs(item.content).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
        <TagList values={item.tags} />
      </article>
    </main>
  );
}
