/**
 * The publish tooling shared by the studio's debug panel and the extension's side panel:
 * source export of the data sets, the repository-shaped export ZIP, the image ZIP and backups.
 * Everything here is DOM-free; downloading is the UI's job. The checks apply-export runs on a
 * ZIP read it with Node (verify.ts).
 */
export { generateSource, parseSource, sourceFileName, sourcePath } from './source';
export {
  buildExportZip,
  buildImagesZip,
  guessImageRepoPath,
  panelImages,
  planExport,
  readImage,
  type AssetReader,
  type ExportPlan,
  type ExportZip,
  type Fetcher,
  type ImageZip,
  type ImageZipProgress,
  type PanelImage,
  type SkippedImage,
} from './zip';
export { backupFileName, createBackup, parseBackup, type Backup, type BackupAsset } from './backup';
export { ASSET_FOLDERS, REPO_ASSET_ROOT, fileFields, isSafeAssetPath, urlSource, type FileField } from './files';
export { bytesToBase64, base64ToBytes, decodeDataUrl, sniffType } from './bytes';
