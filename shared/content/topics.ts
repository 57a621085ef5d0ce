/**
 * The shared topic colour registry (SPEC §3, §4, §5).
 */
import { DEFAULT_TOPIC_HUE, TOPIC_LIGHTNESS, TOPIC_SATURATION } from './constants';
import { MESSAGES } from './validation';
import type { Project, TopicColor, TopicColorRegistry } from './schemas';

export function wrapHue(hue: number): number {
  const whole = Math.round(Number.isFinite(hue) ? hue : DEFAULT_TOPIC_HUE);
  return ((whole % 360) + 360) % 360;
}

export function topicColor(hue: number): string {
  return `hsl(${wrapHue(hue)}, ${TOPIC_SATURATION}%, ${TOPIC_LIGHTNESS}%)`;
}

export function makeTopic(name: string, hue: number): TopicColor {
  const wrapped = wrapHue(hue);
  return { name, color: topicColor(wrapped), hue: wrapped };
}

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
  if (Object.hasOwn(registry, topic)) return registry[topic]!.color;
  const own = project?.topicsWithColors.find((entry) => entry.name === topic);
  if (own?.color) return own.color;
  const topics = project?.topics ?? [topic];
  const index = Math.max(0, topics.indexOf(topic));
  return topicColor(spreadHue(index, topics.length));
}

/** Every distinct topic used by any project, in first-seen order. */
export function topicsInUse(projects: readonly Pick<Project, 'topics'>[]): string[] {
  const seen: string[] = [];
  for (const project of projects) {
    for (const topic of project.topics) if (topic && !seen.includes(topic)) seen.push(topic);
  }
  return seen;
}

/**
 * Adds topics used by projects but missing from the registry. A project's own hue is
 * reused when it has one; otherwise hues are spread evenly by the topic's index among
 * all registered topics (deterministic, so exports stay stable — see docs/decisions).
 */
export function syncTopicRegistry(
  registry: TopicColorRegistry,
  projects: readonly Pick<Project, 'topics' | 'topicsWithColors'>[],
): { registry: TopicColorRegistry; added: string[] } {
  const missing = topicsInUse(projects).filter((topic) => !Object.hasOwn(registry, topic));
  if (missing.length === 0) return { registry, added: [] };
  const next: TopicColorRegistry = { ...registry };
  const total = Object.keys(registry).length + missing.length;
  missing.forEach((topic, offset) => {
    const own = projects.flatMap((p) => p.topicsWithColors).find((entry) => entry.name === topic);
    const index = Object.keys(registry).length + offset;
    next[topic] = own ? { name: topic, color: own.color || topicColor(own.hue), hue: wrapHue(own.hue) } : makeTopic(topic, spreadHue(index, total));
  });
  return { registry: next, added: missing };
}

export type TopicResult = { ok: true; registry: TopicColorRegistry } | { ok: false; error: string };

export function addTopic(registry: TopicColorRegistry, name: string, hue: number = DEFAULT_TOPIC_HUE): TopicResult {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, error: MESSAGES.topicNameRequired };
  if (Object.hasOwn(registry, trimmed)) return { ok: false, error: MESSAGES.topicExists(trimmed) };
  return { ok: true, registry: { ...registry, [trimmed]: makeTopic(trimmed, hue) } };
}

/** Renames and/or recolours a topic. Renaming onto another existing topic is refused. */
export function updateTopic(
  registry: TopicColorRegistry,
  name: string,
  change: { name?: string; hue?: number },
): TopicResult {
  if (!Object.hasOwn(registry, name)) return { ok: false, error: `Topic "${name}" does not exist` };
  const newName = (change.name ?? name).trim();
  if (!newName) return { ok: false, error: MESSAGES.topicNameRequired };
  if (newName !== name && Object.hasOwn(registry, newName)) return { ok: false, error: MESSAGES.topicExists(newName) };
  const hue = change.hue ?? registry[name]!.hue;
  const next: TopicColorRegistry = {};
  for (const [key, value] of Object.entries(registry)) {
    if (key === name) next[newName] = makeTopic(newName, hue);
    else next[key] = value;
  }
  return { ok: true, registry: next };
}

export function removeTopic(
  registry: TopicColorRegistry,
  projects: readonly Pick<Project, 'topics'>[],
  name: string,
): TopicResult {
  if (projects.some((project) => project.topics.includes(name))) return { ok: false, error: MESSAGES.topicInUse(name) };
  const next: TopicColorRegistry = { ...registry };
  delete next[name];
  return { ok: true, registry: next };
}
