/**
 * The type of an uploaded file, read from its first bytes (what the file is), never from its name or the browser's
 * Content-Type (what it claims to be).
 */
export type DetectedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectFileType(buffer: Buffer): DetectedType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(buffer, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export const EXTENSION: Record<DetectedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
