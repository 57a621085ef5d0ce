/**
 * Site search (/search?q=...): one box across publications, news, research areas, people and
 * software, ranked, matched words highlighted (docs/decisions/021). Without script the page is a
 * plain GET form to itself. The query is read in an effect, never during render, so the
 * prerendered HTML and the hydrated page agree; the search code loads on first use.
 */
import { useEffect, useMemo, useState } from 'react';
import { useHref, useSearchParams } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';
import { useContent } from '../../shared/ui/content-context';
import { useShownSections } from '../../shared/ui/use-lab-profile';
import { sectionOfCollection } from '../../shared/content/read/sections';
import { PageHeader } from '../components/page-header';
import { loadSearchEngine } from '../layout/site-search-box';
import { useMessages } from '../i18n/language';

type Engine = Awaited<ReturnType<typeof loadSearchEngine>>;

function Marked({ text, terms, engine }: { text: string; terms: string[]; engine: Engine }) {
  return (
    <>
      {engine
        .highlight(text, terms)
        .map((segment, index) =>
          segment.hit ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
        )}
    </>
  );
}

export default function Search() {
  const t = useMessages();
  const action = useHref('/search/');
  const content = useContent();
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState('');
  const [engine, setEngine] = useState<Engine | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => setText(urlQuery), [urlQuery]);

  const wanted = text.trim() !== '';
  useEffect(() => {
    if (!wanted || engine) return;
    let live = true;
    loadSearchEngine().then(
      (module) => live && setEngine(module),
      (error: unknown) => {
        console.warn('The search code could not be loaded', error);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, engine]);

  // Hidden sections are not searched (docs/decisions/052).
  const shown = useShownSections();
  const index = useMemo(
    () =>
      engine?.buildIndex({
        teamMembers: shown.has('team') ? content.teamMembers : [],
        projects: shown.has('research') ? content.projects : [],
        publications: shown.has('publications') ? content.publications : [],
        newsItems: shown.has('news') ? content.newsItems : [],
        software: shown.has('software') ? content.software : [],
        pages: content.pages,
        // A collection searched by its declaration, unless its section is hidden.
        ...Object.fromEntries(
          engine.SEARCHED_KINDS.map((kind) => {
            const section = sectionOfCollection(kind);
            return [kind, section === null || shown.has(section) ? content[kind] : []];
          }),
        ),
      }) ?? null,
    [engine, content, shown],
  );
  const terms = useMemo(() => engine?.queryTerms(text) ?? [], [engine, text]);
  const results = useMemo(() => (engine && index ? engine.search(index, text) : []), [engine, index, text]);

  const onChange = (value: string) => {
    setText(value);
    // The address follows the box, so a search can be shared or reloaded.
    setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <main>
      <PageHeader title={t.search.title} kicker={t.search.kicker}>
        <p>{t.search.intro}</p>
      </PageHeader>
      <div className="container page search-page">
        <form
          role="search"
          aria-label={t.search.form}
          action={action}
          method="get"
          className="search-form"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="search-page-q" className="field__label">
            {t.search.words}
          </label>
          <div className="search-form__row">
            <input
              id="search-page-q"
              data-search-page-input=""
              className="field__control"
              type="search"
              name="q"
              value={text}
              onChange={(event) => onChange(event.target.value)}
              autoComplete="off"
              aria-describedby="search-status"
            />
            <button type="submit" className="button button--primary">
              {t.search.submit}
            </button>
          </div>
        </form>
        <p id="search-status" className="result-count" role="status">
          {!wanted
            ? t.search.hint
            : loadFailed
              ? t.search.failed
              : !engine
                ? t.search.searching
                : results.length === 0
                  ? t.search.none(text.trim())
                  : t.search.count(results.length, text.trim())}
        </p>
        {engine && results.length > 0 ? (
          <ol className="search-results">
            {results.map(({ doc }) => (
              <li key={`${doc.kind}:${doc.id}`} className="search-result">
                <p className="search-result__kind">{t.search.kinds[doc.kind] ?? engine.kindWord(doc.kind) ?? doc.kind}</p>
                <h2 className="search-result__title">
                  {doc.external ? (
                    <a href={doc.href} rel="noopener noreferrer">
                      <Marked text={doc.title} terms={terms} engine={engine} />
                    </a>
                  ) : (
                    <Link to={doc.href}>
                      <Marked text={doc.title} terms={terms} engine={engine} />
                    </Link>
                  )}
                </h2>
                {doc.meta ? (
                  <p className="search-result__meta">
                    <Marked text={doc.meta} terms={terms} engine={engine} />
                  </p>
                ) : null}
                {doc.body ? (
                  <p className="search-result__text">
                    <Marked text={engine.snippet(doc.body, terms)} terms={terms} engine={engine} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </main>
  );
}
