import { fileExtension } from './file-checks';

export type FileKind = 'image' | 'pdf' | 'word' | 'excel' | 'powerpoint' | 'archive' | 'text' | 'file';

const BY_EXTENSION: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  zip: 'archive',
  txt: 'text',
  log: 'text',
  trc: 'text',
};

/** Which icon a file gets (spec §9: image, pdf, word, excel, powerpoint, …): by content type, else name. */
export function fileKind(fileName: string, contentType = ''): FileKind {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.includes('wordprocessingml') || type === 'application/msword') return 'word';
  if (type.includes('spreadsheetml') || type === 'application/vnd.ms-excel' || type === 'text/csv')
    return 'excel';
  if (type.includes('presentationml') || type === 'application/vnd.ms-powerpoint') return 'powerpoint';
  return BY_EXTENSION[fileExtension(fileName)] ?? (type.startsWith('text/') ? 'text' : 'file');
}

/** Only raster images the browser shows are previewed inline (never SVG). */
export const isPreviewableImage = (fileName: string, contentType = '') =>
  fileKind(fileName, contentType) === 'image' && !contentType.toLowerCase().includes('svg');
