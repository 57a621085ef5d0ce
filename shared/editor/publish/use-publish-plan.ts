/**
 * The editor's content compared with the published content (the seed this build shipped),
 * recomputed whenever the content changes. Uploads are read from the host's asset store.
 */
import { useEffect, useState } from 'react';
import type { Content } from '../../content/model';
import { seedContent } from '../../content/seed';
import { planPublish, type PublishPlan } from '../../export/publish';
import { useContent } from '../../ui/content-context';
import { useStudioHost } from '../host';

let published: Content | null = null;
/** What the build shipped; the same for the whole page's life. */
export function publishedContent(): Content {
  published ??= seedContent();
  return published;
}

export type PlanState =
  | { status: 'loading' }
  | { status: 'ready'; plan: PublishPlan; content: Content }
  | { status: 'error'; message: string };

export function usePublishPlan(): PlanState {
  const content = useContent();
  const { assets } = useStudioHost();
  const [state, setState] = useState<PlanState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    // After the screen has painted: the comparison of a large site takes a while, and the
    // screen (with "Comparing with the published site…") should show at once.
    const timer = window.setTimeout(() => {
      planPublish(content, publishedContent(), assets).then(
        (plan) => !cancelled && setState({ status: 'ready', plan, content }),
        (error: unknown) =>
          !cancelled && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    }, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [assets, content]);
  return state;
}
