import { writeFileSync, mkdirSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
const { paperScaleContent } = await tsImport('../tests/fixtures/scale.ts', import.meta.url);
mkdirSync('/work/kprof', { recursive: true });
writeFileSync('/work/kprof/content.json', JSON.stringify(paperScaleContent(1000, 100)));
console.log('written');
