/** The parts of citeproc-js (the npm package `citeproc`) this product calls. */
declare module 'citeproc' {
  interface CiteprocSys {
    retrieveLocale(lang: string): string;
    retrieveItem(id: string): unknown;
  }
  interface CiteprocEngine {
    updateItems(ids: string[]): void;
    makeBibliography(): [{ entry_ids: string[][] }, string[]] | false;
    setOutputFormat(format: string): void;
  }
  const CSL: {
    Engine: new (sys: CiteprocSys, style: string, lang?: string, forceLang?: boolean) => CiteprocEngine;
  };
  export default CSL;
}
