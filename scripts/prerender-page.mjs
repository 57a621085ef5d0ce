/**
 * One prerendered HTML file: the built index.html with the page's own head tags and markup.
 * The template's generic <title> and <meta name="description"> give way to the page's own;
 * the pattern accepts the tag however it is wrapped (a formatter splits it over lines), so a
 * page never carries two descriptions.
 */
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const TEMPLATE_DESCRIPTION = /<meta\s+name\s*=\s*["']description["'][^>]*>\s*/i;

/**
 * The page's language goes on <html lang> (docs/decisions/060).
 * @param {string} template @param {string} path @param {{ head: string; body: string; lang?: string }} rendered
 */
export function fillTemplate(template, path, rendered) {
  return template
    .replace(/<html lang="[^"]*">/, (tag) => (rendered.lang ? `<html lang="${rendered.lang.replace(/[^A-Za-z0-9-]/g, '')}">` : tag))
    .replace(TEMPLATE_TITLE, '')
    .replace(TEMPLATE_DESCRIPTION, '')
    .replace('</head>', () => `  ${rendered.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}">${rendered.body}</div>`);
}
