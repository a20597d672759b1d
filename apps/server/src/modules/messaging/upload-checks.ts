import { MESSAGING_MESSAGES, type MessagingFileType } from '@basisdesk/shared';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../lib/errors';
import type { UploadRules } from '../settings/settings.service';
import type { SpooledFile } from './spooled-upload';

/** A file as the multipart part brought it: the name and type the client claimed, and its bytes spooled. */
export interface UploadedFile {
  fileName: string;
  declaredType: string;
  spooled: SpooledFile;
}

/** The file was larger than the limit: the stream was cut off and nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly fileName: string) {
    super('File too large');
    this.name = 'FileTooLargeError';
  }
}

const OFFICE_ZIP = (subtype: string) => `application/vnd.openxmlformats-officedocument.${subtype}`;

/**
 * Per allowed extension: the type we store and serve, the types a client may declare, and what
 * `file-type` must find in the bytes (`text` for plain text, checked as UTF-8 without NUL bytes).
 * Legacy Office files are OLE compound files: `file-type` reports them as `cfb`.
 */
const FILE_TYPES: Record<
  MessagingFileType,
  { contentType: string; declared: string[]; detected: string[] | 'text' }
> = {
  pdf: { contentType: 'application/pdf', declared: ['application/pdf'], detected: ['application/pdf'] },
  png: { contentType: 'image/png', declared: ['image/png'], detected: ['image/png'] },
  jpg: {
    contentType: 'image/jpeg',
    declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    detected: ['image/jpeg'],
  },
  jpeg: {
    contentType: 'image/jpeg',
    declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    detected: ['image/jpeg'],
  },
  gif: { contentType: 'image/gif', declared: ['image/gif'], detected: ['image/gif'] },
  webp: { contentType: 'image/webp', declared: ['image/webp'], detected: ['image/webp'] },
  doc: {
    contentType: 'application/msword',
    declared: ['application/msword'],
    detected: ['application/x-cfb', 'application/msword'],
  },
  xls: {
    contentType: 'application/vnd.ms-excel',
    declared: ['application/vnd.ms-excel'],
    detected: ['application/x-cfb', 'application/vnd.ms-excel'],
  },
  ppt: {
    contentType: 'application/vnd.ms-powerpoint',
    declared: ['application/vnd.ms-powerpoint'],
    detected: ['application/x-cfb', 'application/vnd.ms-powerpoint'],
  },
  docx: {
    contentType: OFFICE_ZIP('wordprocessingml.document'),
    declared: [OFFICE_ZIP('wordprocessingml.document')],
    detected: [OFFICE_ZIP('wordprocessingml.document')],
  },
  xlsx: {
    contentType: OFFICE_ZIP('spreadsheetml.sheet'),
    declared: [OFFICE_ZIP('spreadsheetml.sheet')],
    detected: [OFFICE_ZIP('spreadsheetml.sheet')],
  },
  pptx: {
    contentType: OFFICE_ZIP('presentationml.presentation'),
    declared: [OFFICE_ZIP('presentationml.presentation')],
    detected: [OFFICE_ZIP('presentationml.presentation')],
  },
  zip: {
    contentType: 'application/zip',
    declared: ['application/zip', 'application/x-zip-compressed'],
    detected: ['application/zip'],
  },
  txt: { contentType: 'text/plain; charset=utf-8', declared: ['text/plain'], detected: 'text' },
  // SAP's system logs and developer traces (dev_w0.trc): plain text, served as such, never run.
  log: { contentType: 'text/plain; charset=utf-8', declared: ['text/plain', 'text/x-log'], detected: 'text' },
  trc: { contentType: 'text/plain; charset=utf-8', declared: ['text/plain'], detected: 'text' },
  csv: {
    contentType: 'text/csv; charset=utf-8',
    declared: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
    detected: 'text',
  },
};

/** Browsers send this when they do not know a type; it says nothing either way. */
const UNKNOWN_DECLARED = 'application/octet-stream';

/** The part after the last dot, lower case ('invoice.pdf.html' → 'html'); '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path: 'file', message }] });

/** A file name safe to keep and show: no path, no control characters, at most 255 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(-255);
}

/**
 * The upload rules (decision 017): the extension must be allowed, the declared type must fit it
 * and the bytes must be what the extension says (`file-type`'s magic numbers; UTF-8 text for
 * txt and csv). Answers the type the file is stored and served as.
 */
export async function checkUpload(file: UploadedFile, rules: UploadRules): Promise<{ contentType: string }> {
  const name = file.fileName;
  const extension = extensionOf(name);
  const allowed: readonly string[] = rules.allowedFileTypes;
  if (!allowed.includes(extension) || !(extension in FILE_TYPES)) {
    throw invalid(MESSAGING_MESSAGES.fileTypeNotAllowed(name, extension || 'unknown'));
  }
  const rule = FILE_TYPES[extension as MessagingFileType];
  const { size, isPlainText } = file.spooled;
  if (size === 0) throw invalid(MESSAGING_MESSAGES.fileEmpty(name));
  if (size > rules.maxFileSize) {
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGING_MESSAGES.fileTooLarge(name, rules.maxFileSizeMB));
  }

  const declared = file.declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== UNKNOWN_DECLARED && !rule.declared.includes(declared)) {
    throw invalid(MESSAGING_MESSAGES.fileContentMismatch(name));
  }
  const detected = await fileTypeFromFile(file.spooled.path);
  const fits =
    rule.detected === 'text'
      ? detected === undefined && isPlainText
      : detected !== undefined && rule.detected.includes(detected.mime);
  if (!fits) throw invalid(MESSAGING_MESSAGES.fileContentMismatch(name));
  return { contentType: rule.contentType };
}

/**
 * `Content-Disposition: attachment` with the name twice (RFC 6266): an ASCII fallback in
 * `filename` and the exact name, percent-encoded UTF-8, in `filename*` (RFC 5987).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
