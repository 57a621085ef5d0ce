/**
 * The export as it would be written now: data with file references rewritten to their
 * /assets/ paths. Previews show it; Copy Code and the export ZIP compute it afresh.
 */
import { useEffect, useState } from 'react';
import type { Content } from '../../content/model/model';
import { planExport, type ExportPlan } from '../../export/zip';
import { useDebugHost } from './debug-host';

export function useExportPlan(content: Content): ExportPlan | null {
  const { assets } = useDebugHost();
  const [state, setState] = useState<{ content: Content; plan: ExportPlan } | null>(null);
  useEffect(() => {
    let cancelled = false;
    planExport(content, assets)
      .then((plan) => {
        if (!cancelled) setState({ content, plan });
      })
      .catch((error: unknown) => console.warn('Export preview failed', error));
    return () => {
      cancelled = true;
    };
  }, [assets, content]);
  return state?.content === content ? state.plan : null;
}
