import { safeCssColor } from './colors';

export interface TopicTagProps {
  name: string;
  /** The topic's resolved colour (resolveTopicColor); shown as a dot before the name. */
  color: string;
}

/** A topic (method) name with its coloured dot. */
export function TopicTag({ name, color }: TopicTagProps) {
  return (
    <span className="topic-tag">
      <span className="topic-tag__dot" style={{ background: safeCssColor(color, '#cccccc') }} aria-hidden="true" />
      {name}
    </span>
  );
}
