/**
 * The first bytes each allowed upload type starts with (only pdf, jpeg or png
 * are allowed, doc 2 §5), so the declared type must be what the file is.
 */
export const FILE_SIGNATURES = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
} as const satisfies Readonly<Record<string, readonly number[]>>;

export type UploadMediaType = keyof typeof FILE_SIGNATURES;

export function isUploadMediaType(type: string): type is UploadMediaType {
  return Object.hasOwn(FILE_SIGNATURES, type);
}

/** Whether the file's content starts as its media type says. */
export function startsAs(mediaType: UploadMediaType, head: Uint8Array): boolean {
  return FILE_SIGNATURES[mediaType].every((byte, index) => head[index] === byte);
}
