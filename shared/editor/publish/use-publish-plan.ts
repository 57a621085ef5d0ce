/**
 * The editor's content compared with the published content it started from (each changed
 * key's base, else the seed this build shipped; docs/decisions/069), recomputed whenever the
 * content changes. Uploads are read from the host's asset store.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Content } from '../../content/model/model';
import { planPublish, type PublishPlan } from '../../export/publish';
import { useContent, useStore } from '../../ui/content-context';
import { useStudioHost } from '../host';

export type PlanState =
  | { status: 'loading' }
  | { status: 'ready'; plan: PublishPlan; content: Content; published: Content }
  | { status: 'error'; message: string };

export function usePublishPlan(): PlanState {
  const content = useContent();
  const store = useStore();
  // What the content started from changes when the bases are read and when newer content is merged.
  const published = useSyncExternalStore(store.subscribe, store.published, store.published);
  const { assets } = useStudioHost();
  const [state, setState] = useState<PlanState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    // After the screen has painted: the comparison of a large site takes a while, and the
    // screen (with "Comparing with the published site…") should show at once.
    const timer = window.setTimeout(() => {
      planPublish(content, published, assets).then(
        (plan) => !cancelled && setState({ status: 'ready', plan, content, published }),
        (error: unknown) =>
          !cancelled && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    }, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [assets, content, published]);
  return state;
}
