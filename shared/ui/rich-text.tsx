/** A profile text with its light formatting (shared/content/rich-text.ts): one <p> per paragraph. */
import { richParagraphs, richParts } from '../content/rich-text';
import { SafeLink } from './safe-link';

export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {richParagraphs(text).map((paragraph, index) => (
        <p key={index} className={className}>
          {richParts(paragraph).map((part, i) =>
            part.type === 'link' ? (
              <SafeLink key={i} href={part.href}>
                {part.text}
              </SafeLink>
            ) : part.type === 'em' ? (
              <em key={i}>{part.text}</em>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
    </>
  );
}
