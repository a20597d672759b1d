import { MESSAGE_MAX_ATTACHMENTS } from '@basisdesk/shared/messaging/messaging.limits';
import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import type { FileUploadInfo } from '@basisdesk/shared/messaging/messaging.schema';

type FileLike = Pick<File, 'name' | 'size'>;

/** 'report.PDF' → 'pdf'; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Spec §5 "Messages": each file's type must be allowed and its size within the limit, in the
 * spec's words. Before the rules have loaded every file is accepted (the server checks again).
 * Files beyond the per-message maximum are refused too, counting those already chosen.
 */
export function checkFiles<T extends FileLike>(
  files: readonly T[],
  info: FileUploadInfo | undefined,
  alreadyChosen = 0,
): { accepted: T[]; errors: string[] } {
  const accepted: T[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const refusal = refusalOf(file, info, alreadyChosen + accepted.length);
    if (refusal) errors.push(refusal);
    else accepted.push(file);
  }
  return { accepted, errors: [...new Set(errors)] };
}

/** Why one file cannot go (in the spec's words), `acceptedBefore` taken already; null when it can. */
export function refusalOf(
  file: FileLike,
  info: FileUploadInfo | undefined,
  acceptedBefore: number,
): string | null {
  const allowed = new Set(info?.allowedFileTypes.map((type) => type.toLowerCase().replace(/^\./, '')));
  const type = fileExtension(file.name);
  if (info && !allowed.has(type)) return MESSAGING_MESSAGES.fileTypeNotAllowed(file.name, type || 'unknown');
  if (info && file.size > info.maxFileSize)
    return MESSAGING_MESSAGES.fileTooLarge(file.name, info.maxFileSizeMB);
  if (file.size === 0) return MESSAGING_MESSAGES.fileEmpty(file.name);
  if (acceptedBefore >= MESSAGE_MAX_ATTACHMENTS)
    return MESSAGING_MESSAGES.tooManyAttachments(MESSAGE_MAX_ATTACHMENTS);
  return null;
}

/** The `accept` of the file input: the allowed extensions, or anything before the rules load. */
export function acceptAttribute(info: FileUploadInfo | undefined): string | undefined {
  return info ? info.allowedFileTypes.map((type) => `.${type.replace(/^\./, '')}`).join(',') : undefined;
}
