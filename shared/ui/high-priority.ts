/**
 * `fetchpriority="high"` on the page's main picture. Written in lower case, as HTML spells it:
 * React 18 knows no `fetchPriority` prop and passes a lower-case attribute through as it is
 * (docs/decisions/089).
 */
export const HIGH_PRIORITY = { fetchpriority: 'high' } as object;
