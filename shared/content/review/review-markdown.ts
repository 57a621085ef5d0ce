/** The change review as Markdown: a pull request's description (see ./review.ts). */
import { inertMarkdown } from '../prose/inert-markdown';
import type { ContentReview, ItemChange } from './review-types';

const VERB: Record<ItemChange['type'], string> = { added: 'Added', changed: 'Changed', removed: 'Removed' };

/** Item titles and texts are the lab's or came from elsewhere: shown as text, never as Markdown. */
const markdownText = inertMarkdown;

/** The review as Markdown: a pull request's description. */
export function reviewMarkdown(review: ContentReview, uploads: readonly string[]): string {
  const lines: string[] = ['Content changes made in the lab site studio.', ''];
  for (const section of review.sections) {
    lines.push(`### ${section.label}`, '');
    for (const change of section.changes) {
      lines.push(`- **${VERB[change.type]}:** ${markdownText(change.title)}`);
      for (const field of change.fields) {
        if (field.diff) {
          const words = field.diff
            .map((part) =>
              part.op === 'same'
                ? markdownText(part.text)
                : part.op === 'add'
                  ? `**+[${markdownText(part.text)}]**`
                  : `~~${markdownText(part.text)}~~`,
            )
            .join('');
          lines.push(`  - ${field.label}: ${words}`);
        } else {
          lines.push(`  - ${field.label}: ${markdownText(field.before)} → ${markdownText(field.after)}`);
        }
      }
    }
    if (section.reordered) lines.push(`- **Reordered:** ${section.label.toLowerCase()}`);
    lines.push('');
  }
  if (uploads.length) {
    lines.push('### Uploads to be added', '');
    for (const path of uploads) lines.push(`- \`${path}\``);
    lines.push('');
  }
  if (review.sections.length === 0 && uploads.length === 0) lines.push('Nothing to publish.', '');
  return lines.join('\n');
}
