/** A row of plain tags (news tags, keywords); nothing when there are none. */
export function TagList({ values, label = 'Tags', max }: { values: readonly string[]; label?: string; max?: number }) {
  if (values.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {values.slice(0, max).map((value) => (
        <li key={value} className="tag">
          {value}
        </li>
      ))}
    </ul>
  );
}
