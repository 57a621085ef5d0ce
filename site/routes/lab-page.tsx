/**
 * A page of the lab's own (docs/decisions/077) at /{slug}/: its title, its Markdown body and an
 * optional picture. An address no page has is the site's not-found page.
 */
import { HIGH_PRIORITY } from '../../shared/ui/high-priority';
import { useParams } from 'react-router-dom';
import { imgAlt } from '../../shared/content/media/img-alt';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Prose } from '../../shared/ui/prose';
import { SafeImage } from '../../shared/ui/safe-link';
import { useFallbackLang } from '../i18n/language';
import NotFound from './not-found';

export default function LabPage() {
  const fallback = useFallbackLang();
  const { slug = '' } = useParams();
  const { pages } = useContent();
  const page = pages.find((p) => p.slug === slug);
  if (!page) return <NotFound />;
  return (
    <main>
      <article className="container page lab-page" {...editableItem('pages', page.id)}>
        <h1 className="lab-page__title" {...editableField('title')} {...fallback(page, 'title')}>
          {page.title}
        </h1>
        {page.imageUrl ? (
          <div className="lab-page__image">
            <SafeImage
              src={page.imageUrl}
              alt={imgAlt(page.imageAlt)}
              {...fallback(page, 'imageAlt')}
              sizes="(max-width: 48rem) 100vw, 46rem"
              loading="eager"
              {...HIGH_PRIORITY}
            />
          </div>
        ) : null}
        <div className="prose" {...editableField('body')} {...fallback(page, 'body')}>
          <Prose text={page.body} headingBase={2} />
        </div>
      </article>
    </main>
  );
}
