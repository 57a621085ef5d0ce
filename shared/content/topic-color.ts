/** The colour of a project's topic at render (SPEC §3): no schema, no messages. */
import { isPlainColor, topicColor, wrapHue } from './colors';
import { DEFAULT_TOPIC_HUE } from './constants';
import type { Project, TopicColorRegistry } from './schemas';

/** Hue for the topic at `index` of `count`, spread evenly over the circle. */
export function spreadHue(index: number, count: number): number {
  return count > 0 ? wrapHue((index / count) * 360) : DEFAULT_TOPIC_HUE;
}

/**
 * Colour of a project's topic: the shared registry first, then the project's own
 * topicsWithColors, then a hue generated from the topic's position (SPEC §3).
 */
export function resolveTopicColor(
  registry: TopicColorRegistry,
  project: Pick<Project, 'topics' | 'topicsWithColors'> | undefined,
  topic: string,
): string {
  // Checked again here, at render: only the colour grammar ever reaches a style.
  if (Object.hasOwn(registry, topic)) {
    const entry = registry[topic]!;
    return isPlainColor(entry.color) ? entry.color.trim() : topicColor(entry.hue);
  }
  const own = project?.topicsWithColors.find((entry) => entry.name === topic);
  if (own && isPlainColor(own.color)) return own.color.trim();
  if (own?.color) return topicColor(own.hue);
  const topics = project?.topics ?? [topic];
  const index = Math.max(0, topics.indexOf(topic));
  return topicColor(spreadHue(index, topics.length));
}
