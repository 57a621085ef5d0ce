/**
 * The shared topic colour registry (docs/product.md §3, §4, §5).
 */
import { isPlainColor, topicColor, wrapHue } from './colors';
import { DEFAULT_TOPIC_HUE } from '../model/constants';
import { MESSAGES } from '../model/validation';
import type { Project, TopicColor, TopicColorRegistry } from '../model/schemas';

// The hue -> colour rule lives with the colour grammar (the schemas need it too).
export { topicColor, wrapHue } from './colors';
// What the public pages need, without the registry's editing messages.
export { distinctHue, hueDistance, MIN_TOPIC_HUE_DISTANCE, resolveTopicColor, spreadHue } from './topic-color';
import { spreadHue } from './topic-color';

export function makeTopic(name: string, hue: number): TopicColor {
  const wrapped = wrapHue(hue);
  return { name, color: topicColor(wrapped), hue: wrapped };
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
    next[topic] = own ? { name: topic, color: isPlainColor(own.color) ? own.color : topicColor(own.hue), hue: wrapHue(own.hue) } : makeTopic(topic, spreadHue(index, total));
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
