/** The change review as staff read it: per data set and setting, item by item, field by field. */
import type { ContentReview, FieldChange, ItemChange } from '../../content/review/review';

const VERB: Record<ItemChange['type'], string> = { added: 'Added', changed: 'Changed', removed: 'Removed' };

function FieldRow({ field }: { field: FieldChange }) {
  if (field.diff) {
    return (
      <li>
        <span className="studio-review-field">{field.label}:</span>{' '}
        <span className="studio-review-diff" lang={field.lang}>
          {field.diff.map((part, index) =>
            part.op === 'same' ? (
              <span key={index}>{part.text}</span>
            ) : part.op === 'add' ? (
              <ins key={index}>{part.text}</ins>
            ) : (
              <del key={index}>{part.text}</del>
            ),
          )}
        </span>
      </li>
    );
  }
  return (
    <li>
      <span className="studio-review-field">{field.label}:</span> <del lang={field.lang}>{field.before}</del>{' '}
      <span aria-hidden="true">→</span>
      <span className="studio-sr-only"> changed to </span> <ins lang={field.lang}>{field.after}</ins>
    </li>
  );
}

export function ReviewView({ review, uploads }: { review: ContentReview; uploads: readonly string[] }) {
  return (
    <div className="studio-review">
      {review.sections.map((section) => (
        <section key={section.key} className="studio-review-section" aria-label={section.label}>
          <h3>{section.label}</h3>
          <ul>
            {section.changes.map((change) => (
              <li key={`${change.type} ${change.id}`} className={`studio-review-item studio-review-${change.type}`}>
                <span className={`studio-badge studio-review-badge-${change.type}`}>{VERB[change.type]}</span>{' '}
                <strong>{change.title}</strong>
                {change.type === 'changed' && change.fields.length === 0 ? (
                  <span className="studio-muted"> (saved again; nothing visible changed)</span>
                ) : null}
                {change.fields.length ? (
                  <ul className="studio-review-fields">
                    {change.fields.map((field) => (
                      <FieldRow key={field.field} field={field} />
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            {section.reordered ? (
              <li className="studio-review-item">
                <span className="studio-badge studio-review-badge-changed">Reordered</span> the order of{' '}
                {section.label.toLowerCase()} changed
              </li>
            ) : null}
          </ul>
        </section>
      ))}
      {uploads.length ? (
        <section className="studio-review-section" aria-label="Uploads to be added">
          <h3>Uploads to be added</h3>
          <ul>
            {uploads.map((path) => (
              <li key={path} className="studio-review-item studio-review-added">
                <span className="studio-badge studio-review-badge-added">New file</span> {path.split('/').pop()}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
