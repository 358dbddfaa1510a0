import type { ContactUpload } from '@storefront/shared/content';
import type { FileLike } from '@storefront/shared/platform/validation';

const TYPE_BY_ENDING: Readonly<Record<string, ContactUpload['type']>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** A browser leaves the type of a file it cannot tell empty; then its name's ending tells it (as the rule does). */
function uploadType(file: FileLike): ContactUpload['type'] {
  const type = file.type.trim().toLowerCase();
  if (type === 'application/pdf' || type === 'image/jpeg' || type === 'image/png') return type;
  return TYPE_BY_ENDING[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/pdf';
}

/** Base64 of a file's bytes, in slices (String.fromCharCode takes a limited number of arguments). */
export async function encodeUpload(file: Blob & FileLike): Promise<ContactUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return { name: file.name, type: uploadType(file), size: bytes.length, content: btoa(binary) };
}
