/**
 * The frame of every admin list (SPEC §2 "Admin lists"): heading, Back to Dashboard, Add,
 * the empty state, and Reorder mode for projects, team members and collaborators.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { EntityKind } from '../../content/model';
import type { ReorderableKind } from '../../content/operations';
import { newPath } from '../paths';
import { useShortcuts } from '../shortcuts';
import { ReorderList } from './reorder-list';

export interface ListScreenProps<T extends { id: string }> {
  kind: EntityKind;
  title: string;
  /** Singular and plural nouns of the empty state and the Add button. */
  noun: { one: string; many: string };
  items: readonly T[];
  renderItem: (item: T, reordering: boolean) => ReactNode;
  itemName: (item: T) => string;
  reorderable?: boolean;
}

export function ListScreen<T extends { id: string }>(props: ListScreenProps<T>) {
  const navigate = useNavigate();
  const [reordering, setReordering] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useShortcuts({ create: () => navigate(newPath(props.kind)) });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [reordering]);
  const addLabel = `Add ${props.noun.one.replace(/\b\w/g, (c) => c.toUpperCase())}`;
  return (
    <div className="studio-page">
      <div className="studio-header">
        <h1 ref={heading} tabIndex={-1}>
          {props.title}
        </h1>
        <div className="studio-actions">
          <Link className="studio-link" to="/admin">
            Back to Dashboard
          </Link>
          {props.reorderable && props.items.length > 1 ? (
            <button type="button" className="studio-button" onClick={() => setReordering((on) => !on)} aria-pressed={reordering}>
              {reordering ? 'Save Order' : 'Reorder'}
            </button>
          ) : null}
          <Link className="studio-button studio-primary" to={newPath(props.kind)} aria-keyshortcuts="Alt+N">
            {addLabel}
          </Link>
        </div>
      </div>
      <p className="studio-shortcuts">Alt+N adds a new {props.noun.one}.</p>
      {props.items.length === 0 ? (
        <p className="studio-empty">
          No {props.noun.many} yet. Add your first {props.noun.one} to get started!
        </p>
      ) : reordering ? (
        <ReorderList kind={props.kind as ReorderableKind} items={props.items} itemName={props.itemName} render={(item) => props.renderItem(item, true)} />
      ) : (
        <ul className="studio-list" aria-label={props.title}>
          {props.items.map((item) => (
            <li key={item.id} className="studio-row">
              {props.renderItem(item, false)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
