/**
 * The site's asset store (IndexedDB of the site origin) seen from the panel: every call
 * goes through the content script, bytes as base64.
 */
import type { AssetStore, StoredAsset } from '../../shared/store/assets';
import { base64ToBytes, bytesToBase64 } from '../../shared/export/bytes';
import type { WireAsset } from '../messages';
import { askSite } from './site-link';

const fromWire = (asset: WireAsset): StoredAsset => ({
  path: asset.path,
  type: asset.type,
  bytes: base64ToBytes(asset.data),
  updatedAt: asset.updatedAt,
});

export function createRemoteAssetStore(tabId: number): AssetStore {
  return {
    async put(path, bytes, type) {
      const answer = await askSite(tabId, { type: 'assets:put', path, mime: type, data: bytesToBase64(bytes) });
      if (!answer.ok) throw new Error(answer.message);
      return answer.ref;
    },
    async get(path) {
      const answer = await askSite(tabId, { type: 'assets:get', path });
      if (!answer.ok) throw new Error(answer.message);
      return answer.asset ? fromWire(answer.asset) : undefined;
    },
    async list() {
      const answer = await askSite(tabId, { type: 'assets:list' });
      if (!answer.ok) throw new Error(answer.message);
      return answer.assets.map(fromWire);
    },
    async remove(path) {
      const answer = await askSite(tabId, { type: 'assets:remove', path });
      if (!answer.ok) throw new Error(answer.message);
    },
    async clear() {
      const answer = await askSite(tabId, { type: 'assets:clear' });
      if (!answer.ok) throw new Error(answer.message);
    },
  };
}
