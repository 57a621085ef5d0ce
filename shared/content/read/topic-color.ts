/** The colour of a project's topic at render (docs/product.md §3): no schema, no messages. */
import { isPlainColor, topicColor, wrapHue } from './colors';
import { DEFAULT_TOPIC_HUE } from '../model/constants';
import type { Project, TopicColorRegistry } from '../model/schemas';

/** Hue for the topic at `index` of `count`, spread evenly over the circle. */
export function spreadHue(index: number, count: number): number {
  return count > 0 ? wrapHue((index / count) * 360) : DEFAULT_TOPIC_HUE;
}

/**
 * Colour of a project's topic: the shared registry first, then the project's own
 * topicsWithColors, then a hue generated from the topic's position (docs/product.md §3).
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

/** Hues closer than this (degrees around the circle) are hard to tell apart in the topic pastels. */
export const MIN_TOPIC_HUE_DISTANCE = 30;

/** Distance of two hues around the colour circle, 0-180. */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs(wrapHue(a) - wrapHue(b));
  return Math.min(d, 360 - d);
}

/**
 * A hue for a new topic that stays apart from the hues `used` elsewhere in the site: `preferred`
 * when it is at least MIN_TOPIC_HUE_DISTANCE from all of them, else the middle of the widest gap
 * between the used hues (the first such gap from 0° on a tie). Deterministic: the same content
 * gives the same hue, so an export never changes by itself.
 */
export function distinctHue(preferred: number, used: readonly number[]): number {
  const wanted = wrapHue(preferred);
  if (used.every((hue) => hueDistance(hue, wanted) >= MIN_TOPIC_HUE_DISTANCE)) return wanted;
  const sorted = [...new Set(used.map(wrapHue))].sort((a, b) => a - b);
  let best = { start: sorted[0]!, width: -1 };
  sorted.forEach((start, index) => {
    const next = index + 1 < sorted.length ? sorted[index + 1]! : sorted[0]! + 360;
    if (next - start > best.width) best = { start, width: next - start };
  });
  return wrapHue(best.start + best.width / 2);
}
