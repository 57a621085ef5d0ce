/** One news item on its own page (/news/{id}): a permanent, shareable address for each story. */
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';
import { formatDate } from '../../shared/content/read/text';
import { Prose } from '../../shared/ui/prose';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { NewsVisual } from '../components/news-visual';
import { NotFoundMessage } from '../components/not-found-message';
import { TagList } from '../components/tag-list';
import { useFallbackLang, useMessages } from '../i18n/language';
import { news } from '../i18n/en/news';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { news };

export default function NewsItemPage() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { id = '' } = useParams();
  const { newsItems } = useContent();
  const item = newsItems.find((n) => n.id === id);
  if (!item) return <NotFoundMessage message={t.notFound.news} back={{ to: '/feed', label: t.news.back }} />;

  return (
    <main>
      <article className="container page news-article" {...editableItem('newsItems', item.id)}>
        <Link to="/feed" className="back-link">
          {t.news.back}
        </Link>
        <p className="eyebrow">
          <time dateTime={item.date}>{formatDate(item.date, t.locale)}</time>
          {item.author && <> · {item.author}</>}
        </p>
        <h1 className="news-article__title" {...editableField('title')} {...fallback(item, 'title')}>
          {item.title}
        </h1>
        <NewsVisual item={item} block="news-article" emojiSize={64} eager />
        <div className="prose" {...editableField('content')} {...fallback(item, 'content')}>
          <Prose text={item.content} headingBase={2} />
        </div>
        <TagList values={item.tags} label={t.news.tags} />
      </article>
    </main>
  );
}
