/**
 * Image assets: the team, project and software images with a Download link each, named for
 * their place in the repository, and "Download All Images as ZIP" with its progress.
 */
import { useMemo, useState } from 'react';
import type { AssetFolder } from '../../export/files';
import { REPO_ASSET_ROOT } from '../../export/files';
import { buildImagesZip, guessImageRepoPath, panelImages, type ImageZipProgress, type PanelImage, type SkippedImage } from '../../export/zip';
import { useContent } from '../../ui/content-context';
import { ContentImage, useImageSrc } from '../asset-image';
import { today, useDebugHost } from './debug-host';

const GROUPS: { folder: AssetFolder; title: string }[] = [
  { folder: 'team', title: 'Team member images' },
  { folder: 'projects', title: 'Project images' },
  { folder: 'software', title: 'Software images' },
];

/** Same-site paths and external images are fetched; failures are reported, not fatal. */
async function fetchImage(url: string) {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (type && !type.startsWith('image/')) throw new Error(`not an image (${type.split(';')[0]})`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), type: type || 'application/octet-stream' };
}

function ImageRow({ image }: { image: PanelImage }) {
  const src = useImageSrc(image.url);
  const fileName = guessImageRepoPath(image).split('/').pop()!;
  const external = image.source === 'external';
  return (
    <li className="studio-debug-image">
      <ContentImage value={image.url} alt="" className="studio-debug-thumb" loading="lazy" />
      <span className="studio-debug-image-text">
        <span>{image.label}</span>
        <span className="studio-muted">{fileName}</span>
      </span>
      {src ? (
        <a
          className="studio-link"
          href={src}
          download={external ? undefined : fileName}
          target={external ? '_blank' : undefined}
          rel={external ? 'noopener noreferrer' : undefined}
          aria-label={`Download ${fileName}`}
        >
          Download
        </a>
      ) : (
        <span className="studio-muted">Unavailable</span>
      )}
    </li>
  );
}

export function ImageAssets() {
  const content = useContent();
  const host = useDebugHost();
  const images = useMemo(() => panelImages(content), [content]);
  const [progress, setProgress] = useState<ImageZipProgress | null>(null);
  const [result, setResult] = useState<{ text: string; skipped: SkippedImage[]; error?: boolean } | null>(null);

  const downloadAll = async () => {
    setResult(null);
    setProgress({ done: 0, total: images.length, phase: 'collect' });
    try {
      const zip = await buildImagesZip(content, host.assets, fetchImage, { onProgress: setProgress });
      const fileName = `lab-site-images-${today()}.zip`;
      host.download(zip.bytes, fileName, 'application/zip');
      const count = zip.entries.filter((entry) => entry.startsWith(REPO_ASSET_ROOT)).length;
      setResult({ text: `Downloaded ${fileName} with ${count} image${count === 1 ? '' : 's'}.`, skipped: zip.skipped });
    } catch (error) {
      setResult({ text: `The image ZIP failed: ${error instanceof Error ? error.message : String(error)}`, skipped: [], error: true });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="studio-debug-section" aria-labelledby="debug-images-heading">
      <h3 id="debug-images-heading">Image Assets</h3>
      <div className="studio-debug-images">
        {GROUPS.map((group) => {
          const list = images.filter((image) => image.folder === group.folder);
          return (
            <section key={group.folder} aria-label={group.title}>
              <h4>
                {group.title} <span className="studio-muted">→ {REPO_ASSET_ROOT}{group.folder}/</span>
              </h4>
              {list.length ? (
                <ul className="studio-debug-image-list">
                  {list.map((image) => (
                    <ImageRow key={`${image.kind}-${image.id}`} image={image} />
                  ))}
                </ul>
              ) : (
                <p className="studio-muted">No images.</p>
              )}
            </section>
          );
        })}
      </div>
      <div className="studio-actions">
        <button type="button" className="studio-button" onClick={() => void downloadAll()} disabled={progress !== null}>
          Download All Images as ZIP
        </button>
        {progress ? (
          <>
            <progress
              max={progress.total || 1}
              value={progress.phase === 'zip' ? progress.total || 1 : progress.done}
              aria-label="Image ZIP progress"
            />
            <span role="status" className="studio-muted">
              {progress.phase === 'zip' ? 'Writing the ZIP…' : `Collecting images: ${progress.done} of ${progress.total}`}
            </span>
          </>
        ) : null}
      </div>
      {result ? (
        <div className={`studio-banner ${result.error ? 'studio-banner-error' : 'studio-banner-info'} studio-debug-result`} role="status">
          <p>{result.text}</p>
          {result.skipped.length ? (
            <>
              <p>Skipped (could not be read; listed in images-skipped.txt):</p>
              <ul>
                {result.skipped.map((s) => (
                  <li key={s.url}>
                    {s.label}: {s.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
