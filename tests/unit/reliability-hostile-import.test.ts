/**
 * The hostile corpus through the other write paths: the extension bridge's messages, the
 * JSON backup import, and the export ZIP a maintainer applies to the repository.
 */
import JSZip from 'jszip';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { bridgeRequestSchema } from '../../extension/messages';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { normalizeContent } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';
import { createBackup, generateSource, parseBackup, parseSource, sourcePath } from '../../shared/export';
import { checkExportZip } from '../../shared/export/verify';
import { hostileContent, URL_PAYLOADS } from '../fixtures/hostile';

const hostile = normalizeContent(hostileContent(seedContent()));

describe('hostile content through the extension bridge', () => {
  it('accepts schema-valid hostile text (rendered inertly by the site) but refuses anything else', () => {
    const write = (key: string, value: string) => ({ type: 'content:write', changes: [{ key, value, expected: null }] });
    expect(bridgeRequestSchema.safeParse(write('projects', JSON.stringify(hostile.projects))).success).toBe(true);
    for (const garbage of ['{not json', '{"__proto__":{"polluted":true}}', '[{"title":"no id"}]', '[{"id":"a"},{"id":"a"}]', '42']) {
      expect(bridgeRequestSchema.safeParse(write('projects', garbage)).success, garbage).toBe(false);
    }
    expect(bridgeRequestSchema.safeParse(write('__proto__', '[]')).success).toBe(false);
    expect(bridgeRequestSchema.safeParse({ ...write('projects', '[]'), extra: 'x' }).success).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses navigation to anything but a same-site path', () => {
    for (const url of [...URL_PAYLOADS, 'https://evil.example/', '\\\\evil.example']) {
      expect(bridgeRequestSchema.safeParse({ type: 'page:navigate', path: url }).success, url).toBe(false);
    }
    expect(bridgeRequestSchema.safeParse({ type: 'page:navigate', path: '/projects/project-1' }).success).toBe(true);
  });

  it('refuses asset paths that leave their folder and file types that could be pages', () => {
    for (const path of ['../x.png', 'team/../../x.png', '/etc/passwd', 'team/<script>.png', 'team\\x.png']) {
      expect(bridgeRequestSchema.safeParse({ type: 'assets:get', path }).success, path).toBe(false);
    }
    expect(bridgeRequestSchema.safeParse({ type: 'assets:put', path: 'team/x.html', mime: 'text/html', data: '' }).success).toBe(false);
  });
});

describe('hostile content through the JSON backup import', () => {
  it('round-trips hostile text exactly, as data', () => {
    const result = parseBackup(createBackup(hostile, []));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.backup.content).toEqual(hostile);
  });

  it('refuses a backup with unusable entries and never pollutes prototypes', () => {
    const text = createBackup(hostile, []).replace('"projects": [', '"projects": [{"__proto__":{"polluted":true}},');
    expect(parseBackup(text).ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** Node kinds that would make a data file run code when the site is built from it. */
const EXECUTABLE = new Set([
  ts.SyntaxKind.CallExpression,
  ts.SyntaxKind.NewExpression,
  ts.SyntaxKind.TaggedTemplateExpression,
  ts.SyntaxKind.TemplateExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExpressionStatement,
]);

describe('hostile content through the export ZIP', () => {
  it('writes data files that hold only literal data, and reads them back unchanged', () => {
    for (const kind of ENTITY_KINDS) {
      const text = generateSource(kind, hostile[kind] as never);
      const file = ts.createSourceFile(`${kind}.ts`, text, ts.ScriptTarget.ES2022, true);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        // The one import is the type-only import of the entity type.
        const typeImport = ts.isImportDeclaration(node) && node.importClause?.isTypeOnly;
        if (EXECUTABLE.has(node.kind) && !typeImport) found.push(ts.SyntaxKind[node.kind]);
        ts.forEachChild(node, visit);
      };
      visit(file);
      expect(found, kind).toEqual([]);
      const parsed = parseSource(kind, text);
      expect(parsed.ok, kind).toBe(true);
      if (parsed.ok) expect(parsed.items).toEqual(hostile[kind]);
    }
  });

  it('accepts a ZIP of hostile data files and refuses files outside the data and asset folders', async () => {
    const good = new JSZip();
    for (const kind of ENTITY_KINDS) good.file(sourcePath(kind), generateSource(kind, hostile[kind] as never));
    const ok = await checkExportZip(await good.generateAsync({ type: 'uint8array' }));
    expect(ok.ok).toBe(true);

    for (const path of ['../../.bashrc', 'shared/content/seed/../../../x.ts', 'public/assets/team/evil.html', 'site/main.tsx', '/etc/passwd']) {
      const bad = new JSZip();
      bad.file(path, 'window.__pwned = 1');
      const result = await checkExportZip(await bad.generateAsync({ type: 'uint8array' }));
      expect(result.ok, path).toBe(false);
    }

    const injected = new JSZip();
    injected.file(sourcePath('projects'), `${generateSource('projects', hostile.projects)}\nwindow.__pwned = 1;\n`);
    expect((await checkExportZip(await injected.generateAsync({ type: 'uint8array' }))).ok).toBe(false);
  });
});
