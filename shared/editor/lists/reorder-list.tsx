/**
 * Reorder mode (docs/product.md §4): drag one item onto another to move it there (with a mouse anywhere on
 * the row, on a touch screen by its handle), or use the Move up / Move down / Move to top /
 * Move to bottom buttons (and Alt+Arrow keys on a row). Every move is stored at once.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { moveId, type ReorderableKind } from '../../content/edit/operations';
import { useStore } from '../../ui/content-context';

/** The four moves each row offers (the short words fit a phone's row). */
const MOVES = [
  { key: 'top', way: -1, aria: 'to top', long: 'Move to top', short: 'Top' },
  { key: 'up', way: -1, aria: 'up', long: 'Move up', short: 'Up' },
  { key: 'down', way: 1, aria: 'down', long: 'Move down', short: 'Down' },
  { key: 'bottom', way: 1, aria: 'to bottom', long: 'Move to bottom', short: 'Bottom' },
] as const;

export function ReorderList<T extends { id: string }>(props: { kind: ReorderableKind; items: readonly T[]; itemName: (item: T) => string; render: (item: T) => ReactNode }) {
  const store = useStore();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const ids = props.items.map((item) => item.id);

  const move = (fromId: string, toId: string, focus: 'up' | 'down' | 'top' | 'bottom' | null) => {
    const next = moveId(ids, fromId, toId);
    if (next.join() === ids.join()) return;
    store.reorder(props.kind, next);
    const item = props.items.find((entry) => entry.id === fromId);
    setAnnouncement(`${item ? props.itemName(item) : 'Item'} moved to position ${next.indexOf(fromId) + 1} of ${next.length}.`);
    if (focus) {
      // Keep focus on the moved item's button so repeated presses keep moving it.
      // At the top or bottom that button is disabled, so fall back to the other one.
      requestAnimationFrame(() => {
        const order = focus === 'up' || focus === 'top' ? [focus, 'down', 'bottom'] : [focus, 'up', 'top'];
        const buttons = order.map((dir) =>
          list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(fromId)}-${dir}"]`),
        );
        buttons.find((button) => button && !button.disabled)?.focus();
      });
    }
  };
  const step = (id: string, delta: -1 | 1) => {
    const target = ids[ids.indexOf(id) + delta];
    if (target) move(id, target, delta < 0 ? 'up' : 'down');
  };
  const toEnd = (id: string, end: 'top' | 'bottom') => {
    const target = end === 'top' ? ids[0] : ids[ids.length - 1];
    if (target) move(id, target, end);
  };

  // Touch and pen drags by the handle (native drag and drop serves the mouse): the row under
  // the finger is the drop target; lifting the finger moves the item there.
  const rowAt = (x: number, y: number) => document.elementFromPoint(x, y)?.closest<HTMLElement>('li[data-id]')?.dataset.id ?? null;
  const onHandleDown = (event: ReactPointerEvent<HTMLElement>, id: string) => {
    if (event.pointerType === 'mouse') return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the move and up events still reach the handle.
    }
    setDragging(id);
    setOver(id);
  };
  const onHandleMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!dragging || event.pointerType === 'mouse') return;
    const id = rowAt(event.clientX, event.clientY);
    if (id && ids.includes(id)) setOver(id);
  };
  const onHandleUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!dragging || event.pointerType === 'mouse') return;
    const target = rowAt(event.clientX, event.clientY) ?? over;
    if (target && ids.includes(target)) move(dragging, target, null);
    setDragging(null);
    setOver(null);
  };
  const onHandleCancel = () => {
    setDragging(null);
    setOver(null);
  };

  return (
    <>
      <p className="studio-hint" id="studio-reorder-help">
        Drag an item (on a touch screen, by its ⠿ handle) onto another to move it there, or use the Move buttons (Alt+Arrow keys on a row). The order is saved at once.
      </p>
      <ol className="studio-list studio-reorder" ref={list} aria-describedby="studio-reorder-help" aria-label="Reorder items">
        {props.items.map((item, index) => (
          <li
            key={item.id}
            className={`studio-row${over === item.id && dragging !== item.id ? ' studio-drop-target' : ''}${dragging === item.id ? ' studio-dragging' : ''}`}
            draggable
            data-id={item.id}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              setDragging(item.id);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(item.id);
            }}
            onDragLeave={() => setOver((current) => (current === item.id ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              const from = event.dataTransfer.getData('text/plain') || dragging;
              if (from) move(from, item.id, null);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onKeyDown={(event) => {
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              event.preventDefault();
              step(item.id, event.key === 'ArrowUp' ? -1 : 1);
            }}
          >
            <span
              className="studio-grip"
              aria-hidden="true"
              data-handle={item.id}
              onPointerDown={(event) => onHandleDown(event, item.id)}
              onPointerMove={onHandleMove}
              onPointerUp={onHandleUp}
              onPointerCancel={onHandleCancel}
            >
              ⠿
            </span>
            <span className="studio-position">{index + 1}.</span>
            {props.render(item)}
            <span className="studio-actions studio-move-actions">
              {MOVES.map((move) => {
                const atEdge = move.way < 0 ? index === 0 : index === props.items.length - 1;
                const run = () => (move.key === 'top' || move.key === 'bottom' ? toEnd(item.id, move.key) : step(item.id, move.way));
                return (
                  <button key={move.key} type="button" className="studio-button" data-move={`${item.id}-${move.key}`} disabled={atEdge} onClick={run} aria-label={`Move ${props.itemName(item)} ${move.aria}`}>
                    <span className="studio-move-long">{move.long}</span>
                    <span className="studio-move-short">{move.short}</span>
                  </button>
                );
              })}
            </span>
          </li>
        ))}
      </ol>
      <p className="studio-sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
