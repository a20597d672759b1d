const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** '0 Bytes', '512 Bytes', '1.5 KB', '25 MB', '1.2 GB' (spec §9: Bytes, KB, MB, GB; 1024 a step). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  const rounded = exponent === 0 ? Math.round(value) : Math.round(value * 100) / 100;
  return `${rounded} ${UNITS[exponent]}`;
}
