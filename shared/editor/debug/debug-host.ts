/**
 * What the debug tools need from their host, on top of the studio host: saving a file and
 * reloading the site. The in-site /admin uses the browser's own; a host (the extension's
 * side panel) may supply `download` and `reload` on its StudioHost to do it its way.
 */
import { useMemo } from 'react';
import { useStudioHost, type StudioHost } from '../host';

export interface DebugHost extends StudioHost {
  download: (bytes: Uint8Array | string, fileName: string, type: string) => void;
  reload: () => void;
}

/** Saves bytes as a file through a temporary object URL and a download link. */
export function saveFile(bytes: Uint8Array | string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download may start after this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDebugHost(): DebugHost {
  const host = useStudioHost() as StudioHost & Partial<Pick<DebugHost, 'download' | 'reload'>>;
  return useMemo(
    () => ({
      ...host,
      assets: host.assets,
      download: host.download ?? saveFile,
      reload: host.reload ?? (() => window.location.reload()),
    }),
    [host],
  );
}

/** "2026-11-21", for file names. */
export const today = () => new Date().toISOString().slice(0, 10);
