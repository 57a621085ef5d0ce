/** Latest News (docs/product.md §2): tag filter; featured first, then newest date. */
import { itemPath } from '../../shared/content/model/collection-facts';
import { useMemo, useState } from 'react';
import { Link } from '../../shared/ui/site-link';
import type { NewsItem } from '../../shared/content/model/schemas';
import { formatDate } from '../../shared/content/read/text';
import { Prose } from '../../shared/ui/prose';
import { visibleNews } from '../../shared/content/read/expiry';
import { sortNews } from '../../shared/content/read/queries';
import { useContent } from '../../shared/ui/content-context';
import { useToday } from '../components/use-today';
import { NewsVisual } from '../components/news-visual';
import { ALL, alphabetical, distinct, FilterSelect } from '../components/filter-select';
import { ListPage } from '../components/page-header';
import { editableField, editableItem } from '../../shared/ui/editable';
import { TagList } from '../components/tag-list';
import { useFallbackLang, useMessages } from '../i18n/language';
import { news } from '../i18n/en/news';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { news };

function NewsCard({ item }: { item: NewsItem }) {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  return (
    <article className="card news-card" {...editableItem('newsItems', item.id)}>
      <NewsVisual item={item} block="news-card" emojiSize={52} />
      <div className="card__body">
        <p className="eyebrow">
          <time dateTime={item.date}>{formatDate(item.date, t.locale)}</time>
          {item.author && <> · {item.author}</>}
          {item.featured && <span className="badge">{t.news.featured}</span>}
        </p>
        <h2 className="card__title" {...editableField('title')} {...fallback(item, 'title')}>
          <Link to={itemPath('newsItems', item.id)} className="card__link">
            {item.title}
          </Link>
        </h2>
        <div className="card__prose" {...editableField('content')} {...fallback(item, 'content')}>
          <Prose text={item.content} headingBase={3} paragraphClassName="card__text" />
        </div>
        <TagList values={item.tags} label={t.news.tags} />
      </div>
    </article>
  );
}

export default function Feed() {
  const t = useMessages(ENGLISH);
  const content = useContent();
  const today = useToday();
  // News past its expiry date leaves the list (the build's day first, the browser's once hydrated).
  const newsItems = useMemo(() => visibleNews(content.newsItems, today), [content.newsItems, today]);
  const [tag, setTag] = useState(ALL);
  const tags = useMemo(() => alphabetical(distinct(newsItems.flatMap((item) => item.tags))), [newsItems]);
  const shown = sortNews(newsItems.filter((item) => tag === ALL || item.tags.includes(tag)));

  return (
    <ListPage title={t.news.title} kicker={t.news.kicker} section="news" pageClassName="feed-page">
        <div role="search" className="filters" aria-label={t.news.filter}>
          <FilterSelect label={t.news.tag} allLabel={t.news.all} value={tag} options={tags} onChange={setTag} />
        </div>
        {shown.length === 0 ? (
          <p className="empty">{t.news.none}</p>
        ) : (
          <ul className="news-list">
            {shown.map((item) => (
              <li key={item.id} id={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
    </ListPage>
  );
}
