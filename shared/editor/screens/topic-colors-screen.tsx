/**
 * /admin/topic-colors (docs/product.md §2, §4, §5): the shared topic colour registry. Topics used by
 * projects but missing here are added on arrival, with a message that clears after 3 s.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_TOPIC_HUE, TOPIC_MESSAGE_MS } from '../../content/model/constants';
import { topicColor, topicsInUse } from '../../content/read/topics';
import { MESSAGES } from '../../content/model/validation';
import { safeCssColor } from '../../ui/colors';
import { useContent, useStore } from '../../ui/content-context';
import { ScreenHeader, StatusBanner, StudioForm } from '../form-shell';
import { useStudioHost } from '../host';
import type { Banner } from '../use-entity-form';

const parseHue = (text: string) => (text.trim() === '' ? DEFAULT_TOPIC_HUE : Number(text));

export function TopicColorsScreen() {
  const content = useContent();
  const store = useStore();
  const host = useStudioHost();
  const [autoAdded, setAutoAdded] = useState('');
  const [banner, setBanner] = useState<Banner>(null);
  const [name, setName] = useState('');
  const [hue, setHue] = useState(String(DEFAULT_TOPIC_HUE));
  const [editing, setEditing] = useState<{ original: string; name: string; hue: string } | null>(null);
  const nameId = useId();
  const hueId = useId();
  const synced = useRef(false);

  useEffect(() => {
    if (synced.current) return;
    synced.current = true;
    const added = store.syncTopics();
    if (added.length > 0) setAutoAdded(MESSAGES.topicsAutoAdded(added.length));
  }, [store]);
  useEffect(() => {
    if (!autoAdded) return;
    const timer = window.setTimeout(() => setAutoAdded(''), TOPIC_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [autoAdded]);

  const used = new Set(topicsInUse(content.projects));
  const topics = Object.values(content.topicColorRegistry);
  const report = (result: { ok: boolean; error?: string }, success: string) =>
    setBanner(result.ok ? { tone: 'success', text: success } : { tone: 'error', text: (result as { error: string }).error });

  const add = () => {
    const result = store.addTopic(name, parseHue(hue));
    report(result, `Topic "${name.trim()}" added.`);
    if (result.ok) {
      setName('');
      setHue(String(DEFAULT_TOPIC_HUE));
    }
  };
  const saveEdit = () => {
    if (!editing) return;
    const result = store.updateTopic(editing.original, { name: editing.name, hue: parseHue(editing.hue) });
    report(result, `Topic "${editing.name.trim()}" updated.`);
    if (result.ok) setEditing(null);
  };
  const remove = async (topic: string) => {
    if (used.has(topic)) return setBanner({ tone: 'error', text: MESSAGES.topicInUse(topic) });
    if (!(await host.confirm(`Are you sure you want to delete the topic "${topic}"?`))) return;
    report(store.removeTopic(topic), `Topic "${topic}" deleted.`);
  };

  return (
    <div className="studio-page">
      <ScreenHeader title="Topic Colors" />
      <p className="studio-note" role="status">
        {autoAdded}
      </p>
      <StatusBanner banner={banner} />
      <StudioForm className="studio-form studio-inline-form" label="Add topic" onSubmit={add}>
        <h2>Add topic</h2>
        <div className="studio-field">
          <label htmlFor={nameId}>Topic name</label>
          <input id={nameId} value={name} aria-required="true" onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="studio-field">
          <label htmlFor={hueId}>Hue (0 to 360)</label>
          <input id={hueId} type="number" min={0} max={360} step={1} value={hue} onChange={(event) => setHue(event.target.value)} />
        </div>
        <button type="submit" className="studio-button studio-primary">
          Add Topic
        </button>
      </StudioForm>
      <ul className="studio-list" aria-label="Topics">
        {topics.map((topic) => (
          <li key={topic.name} className="studio-row">
            <span className="studio-swatch" style={{ background: safeCssColor(topic.color, topicColor(topic.hue)) }} aria-hidden="true" />
            {editing?.original === topic.name ? (
              <TopicEditor editing={editing} onChange={setEditing} onSave={saveEdit} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <span className="studio-row-main">
                  <span className="studio-row-title">{topic.name}</span>
                  <span className="studio-row-meta">
                    Hue {topic.hue} · {topic.color}
                    {used.has(topic.name) ? ' · used by projects' : ''}
                  </span>
                </span>
                <span className="studio-actions">
                  <button type="button" className="studio-button" aria-label={`Edit ${topic.name}`} onClick={() => setEditing({ original: topic.name, name: topic.name, hue: String(topic.hue) })}>
                    Edit
                  </button>
                  <button type="button" className="studio-button studio-danger" aria-label={`Delete ${topic.name}`} onClick={() => void remove(topic.name)}>
                    Delete
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {topics.length === 0 ? <p className="studio-empty">No topics yet. Add your first topic to get started!</p> : null}
    </div>
  );
}

function TopicEditor(props: {
  editing: { original: string; name: string; hue: string };
  onChange: (next: { original: string; name: string; hue: string }) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { editing } = props;
  return (
    <span className="studio-row-main studio-inline">
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} autoFocus value={editing.name} onChange={(event) => props.onChange({ ...editing, name: event.target.value })} />
      <label htmlFor={`${id}-hue`}>Hue</label>
      <input id={`${id}-hue`} type="number" min={0} max={360} value={editing.hue} onChange={(event) => props.onChange({ ...editing, hue: event.target.value })} />
      <button type="button" className="studio-button studio-primary" onClick={props.onSave}>
        Save
      </button>
      <button type="button" className="studio-button" onClick={props.onCancel}>
        Cancel
      </button>
    </span>
  );
}
