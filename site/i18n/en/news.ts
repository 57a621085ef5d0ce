/** The English words of the site's news section (docs/decisions/060, 061); see ../en.ts. */
export const news = {
  title: 'Latest News',
  kicker: 'News',
  filter: 'Filter news',
  tag: 'Tag',
  all: 'All',
  none: 'No news items with this tag.',
  featured: 'Featured',
  tags: 'Tags',
  back: 'All news',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    news: typeof news;
  }
}
