// Content of the lab site: news.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { NewsItem } from '../schemas';

export const newsItems: NewsItem[] = [];
