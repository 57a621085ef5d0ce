/**
 * The frame of every admin list (docs/product.md §2 "Admin lists"): heading, Back to Dashboard, Add,
 * the empty state, and Reorder mode for projects, team members and collaborators. Shared by
 * /admin and the side panel, it also gives every list a search over the item's main text,
 * the item count, thumbnails, and a highlight on the item saved last.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouterLink as Link } from '../../ui/router-link';
import { COLLECTIONS, itemName } from '../../content/model/collections';
import type { EntityKind } from '../../content/model/model';
import type { ReorderableKind } from '../../content/edit/operations';
import { EmojiImage } from '../../ui/emoji-image';
import { ContentImage } from '../asset-image';
import { newPath } from '../paths';
import { useShortcuts } from '../shortcuts';
import { forgetSaved, matchesSearch, recentlySaved } from './recently-saved';
import { ReorderList } from './reorder-list';
import { languagesOf } from '../../content/model/languages';
import { missingTranslations, TRANSLATABLE } from '../../content/model/translations';
import type { EntityMap } from '../../content/model/model';
import { useLabProfile } from '../../ui/use-lab-profile';

/** What a row's thumbnail shows: an image, else an emoji, else a plain tile. */
export interface Thumbnail {
  image?: string | undefined;
  emoji?: string | undefined;
}

export interface ListScreenProps<T extends { id: string }> {
  kind: EntityKind;
  items: readonly T[];
  renderItem: (item: T, reordering: boolean) => ReactNode;
  thumbnail?: (item: T) => Thumbnail;
  reorderable?: boolean;
  /** Extra header actions (e.g. Import BibTeX). */
  actions?: ReactNode;
}

/** Up to two initials of a name or title ("Ada Lovelace" -> "AL"), for a row without a picture. */
export function initialsOf(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase())
    .join('');
}

function RowThumbnail({ thumb, name }: { thumb: Thumbnail; name: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="studio-thumb" aria-hidden="true">
      {thumb.image && !broken ? (
        <ContentImage value={thumb.image} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : thumb.emoji ? (
        <EmojiImage hexcode={thumb.emoji} size={28} />
      ) : (
        <span className="studio-thumb-initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}

export function ListScreen<T extends { id: string }>(props: ListScreenProps<T>) {
  // The heading, the nouns and what the search matches (the item's name) come from the collection's declaration.
  const { title, one, many } = COLLECTIONS[props.kind].list;
  const nameOf = (item: T) => itemName(props.kind, item);
  const navigate = useNavigate();
  const [reordering, setReordering] = useState(false);
  const [query, setQuery] = useState('');
  const [saved] = useState(() => recentlySaved(props.kind));
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const first = useRef(true);
  const searchId = useId();
  const translationId = useId();
  // The lab's other languages, for the items still missing a translation (docs/decisions/060).
  const languages = languagesOf(useLabProfile());
  const others = TRANSLATABLE[props.kind].length > 0 ? languages.slice(1) : [];
  const [missingIn, setMissingIn] = useState('');
  const missing = (item: T, lang: string) => missingTranslations(props.kind, item as unknown as EntityMap[EntityKind], lang);
  useShortcuts({ create: () => navigate(newPath(props.kind)) });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [reordering]);
  // Bring the item saved last into view once; the highlight stays for this visit only.
  useEffect(() => {
    if (!saved) return;
    forgetSaved(props.kind, saved);
    // After the host's own scroll-to-top on navigation, which runs after this effect.
    const frame = requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(saved)}"]`);
      row?.scrollIntoView?.({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [saved, props.kind]);

  const addLabel = `Add ${one.replace(/\b\w/g, (c) => c.toUpperCase())}`;
  const shown = props.items.filter(
    (item) => (!query.trim() || matchesSearch(nameOf(item), query)) && (!missingIn || missing(item, missingIn).length > 0),
  );
  const filtered = query.trim() !== '' || missingIn !== '';
  const total = props.items.length;
  const count = `${total} ${total === 1 ? one : many}`;
  const row = (item: T, reorder: boolean) => (
    <>
      {props.thumbnail ? <RowThumbnail thumb={props.thumbnail(item)} name={nameOf(item)} /> : null}
      {!reorder && item.id === saved ? <span className="studio-badge studio-badge-saved">Just saved</span> : null}
      {!reorder
        ? others.map((lang) => {
            const fields = missing(item, lang);
            return fields.length > 0 ? (
              <span key={lang} className="studio-badge studio-badge-missing" title={`Not yet translated: ${fields.join(', ')}`}>
                Missing in {lang}
              </span>
            ) : null;
          })
        : null}
      {props.renderItem(item, reorder)}
    </>
  );

  return (
    <div className="studio-page">
      <div className="studio-header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <div className="studio-actions">
          <Link className="studio-link" to="/admin">
            Back to Dashboard
          </Link>
          {props.reorderable && total > 1 ? (
            <button
              type="button"
              className="studio-button"
              onClick={() => setReordering((on) => !on)}
              aria-pressed={reordering}
            >
              {reordering ? 'Save Order' : 'Reorder'}
            </button>
          ) : null}
          {props.actions}
          <Link className="studio-button studio-primary" to={newPath(props.kind)} aria-keyshortcuts="Alt+N">
            {addLabel}
          </Link>
        </div>
      </div>
      <p className="studio-shortcuts">Alt+N adds a new {one}.</p>
      {total === 0 ? (
        <p className="studio-empty">
          No {many} yet. Add your first {one} to get started!
        </p>
      ) : reordering ? (
        <ReorderList
          kind={props.kind as ReorderableKind}
          items={props.items}
          itemName={nameOf}
          render={(item) => row(item, true)}
        />
      ) : (
        <>
          <div className="studio-list-tools">
            <div className="studio-list-search">
              <label htmlFor={searchId}>Search {many}</label>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
              />
            </div>
            {others.length > 0 ? (
              <div className="studio-list-search studio-list-translations">
                <label htmlFor={translationId}>Translations</label>
                <select id={translationId} value={missingIn} onChange={(event) => setMissingIn(event.target.value)}>
                  <option value="">All {many}</option>
                  {others.map((lang) => (
                    <option key={lang} value={lang}>
                      Missing in {lang}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <p className="studio-list-count" role="status">
              {filtered ? `${shown.length} of ${count}` : count}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="studio-empty">
              {query.trim() ? `No ${many} match “${query.trim()}”${missingIn ? ` and miss a translation in ${missingIn}` : ''}.` : `Every one of the ${many} is translated into ${missingIn}.`}
            </p>
          ) : (
            <ul className="studio-list" aria-label={title} ref={list}>
              {shown.map((item) => (
                <li
                  key={item.id}
                  data-id={item.id}
                  className={`studio-row${item.id === saved ? ' studio-row-saved' : ''}`}
                >
                  {row(item, false)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
