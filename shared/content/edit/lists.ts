/** List helpers the public pages share with the forms (no schema). */
import type { Project } from '../model/schemas';

/** Trim, drop blanks and duplicates, keep first-seen order (disciplines, methods, tags, ...). */
export function cleanList(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && !out.includes(trimmed)) out.push(trimmed);
  }
  return out;
}

/** Adds `value` to a list unless blank or already present (the forms' "Enter adds" rule). */
export function addUnique(values: readonly string[], value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed || values.includes(trimmed)) return [...values];
  return [...values, trimmed];
}

export function categoriesOf(project: Pick<Project, 'category'>): string[] {
  const { category } = project;
  if (Array.isArray(category)) return cleanList(category);
  return cleanList(category ? category.split(',') : []);
}
