/** Saves text as a file from a click handler (browser only). */
export function downloadText(filename: string, text: string, type = 'application/x-bibtex'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
