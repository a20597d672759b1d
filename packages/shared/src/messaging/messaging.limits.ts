/** Spec §9 paging: conversations 20 by default (10 on the messages screen), messages 50. */
export const CONVERSATIONS_DEFAULT_PAGE_SIZE = 20;
export const MESSAGES_DEFAULT_PAGE_SIZE = 50;
export const MESSAGING_MAX_PAGE_SIZE = 100;

/** Longest message text (characters, after trimming). The spec shows none; 4000 keeps rows small. */
export const MESSAGE_CONTENT_MAX_LENGTH = 4000;

/** Most attachments on one message. */
export const MESSAGE_MAX_ATTACHMENTS = 5;

/**
 * The first bytes of a file sent to POST file-checks before a message with files is sent: enough
 * for every type's magic numbers (file-type reads at most 4,100) and a fair sample of a text file.
 */
export const FILE_CHECK_HEAD_BYTES = 64 * 1024;

/** Uploads one person may have running at once on a node (OWASP API4: resources held per account). */
export const UPLOADS_PER_USER_AT_ONCE = 3;

/** Most ids in one mark-read call. */
export const MARK_READ_MAX_IDS = 500;

/** The system setting `MessagingMaxFileSizeMB`: a whole number of megabytes. */
export const MESSAGING_MAX_FILE_SIZE_MB_DEFAULT = 25;
export const MESSAGING_MAX_FILE_SIZE_MB_MIN = 1;
export const MESSAGING_MAX_FILE_SIZE_MB_MAX = 100;

/** Extensions an admin may allow (`MessagingAllowedFileTypes`); HTML, SVG and scripts never. */
export const MESSAGING_SAFE_FILE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'txt',
  'log',
  'trc',
  'csv',
  'zip',
] as const;
export type MessagingFileType = (typeof MESSAGING_SAFE_FILE_TYPES)[number];

/** Spec §9 admin defaults: pdf, doc, docx, xls, xlsx, png, jpg, jpeg and txt. */
export const MESSAGING_ALLOWED_FILE_TYPES_DEFAULT = 'pdf,doc,docx,xls,xlsx,png,jpg,jpeg,txt';

export const BYTES_PER_MB = 1024 * 1024;
