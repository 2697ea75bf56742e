import { createHash } from 'node:crypto';
import { PUBLIC_FOLDERS } from '../storage/publicUrls';
import type { StoredFileWrite } from '../downloads/storedFileWrites';
import { Refusal } from './refusal';
import { documentTypeOf, imageTypeOf } from '../media/mediaTypes';
import type { MediaStore } from './mediaStore';
import { readMedia, type MediaLimits } from './readMedia';

/** An attached document as stored, before its `stored_file` row is found or written. */
export type StoredDocument = Omit<StoredFileWrite, 'createdAt'>;

/** The media an import's items name, each read, checked and stored once per run. */
export interface ImportedMedia {
  /** The image's public address; throws a {@link Refusal} naming the field. */
  image(field: string, reference: string): Promise<string>;
  document(field: string, reference: string): Promise<StoredDocument>;
}

/**
 * Files are stored under the SHA-256 of their bytes: the same file named by many items (or
 * imported again) is one file, and a changed file gets a new name, so a cached old copy is
 * never served for it.
 */
export function importedMedia(folder: string, store: MediaStore, limits: MediaLimits): ImportedMedia {
  const stored = new Map<string, Promise<StoredDocument & { address: string }>>();
  /** The file's bytes and kind, or a refusal saying why not; a failure to store it is no refusal but an error. */
  const checkedMedia = async (kind: 'image' | 'document', field: string, reference: string) => {
    try {
      const { bytes, fileName } = await readMedia(reference, folder, limits);
      return { bytes, fileName, type: kind === 'image' ? imageTypeOf(bytes) : documentTypeOf(bytes) };
    } catch (error) {
      throw new Refusal(`${field} ${reference} ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const storeOnce = (kind: 'image' | 'document', field: string, reference: string) => {
    const key = `${kind} ${reference}`;
    let entry = stored.get(key);
    if (!entry) {
      entry = (async () => {
        const { bytes, fileName, type } = await checkedMedia(kind, field, reference);
        const storedName = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type.extension}`;
        const address = await store.put(kind === 'image' ? PUBLIC_FOLDERS.images : PUBLIC_FOLDERS.files, storedName, bytes);
        return { fileName, storedName, mimeType: type.mimeType, sizeBytes: bytes.byteLength, address };
      })();
      stored.set(key, entry);
    }
    return entry;
  };
  return {
    image: async (field, reference) => (await storeOnce('image', field, reference)).address,
    document: async (field, reference) => {
      const { address: _address, ...file } = await storeOnce('document', field, reference);
      return file;
    },
  };
}
