import {
  File,
  FileArchive,
  FileImage,
  FileSpreadsheet,
  FileText,
  type LucideIcon,
  Presentation,
} from 'lucide-react';
import { type FileKind, fileKind } from '../file-kinds';

const ICONS: Record<FileKind, LucideIcon> = {
  image: FileImage,
  pdf: FileText,
  word: FileText,
  excel: FileSpreadsheet,
  powerpoint: Presentation,
  archive: FileArchive,
  text: FileText,
  file: File,
};

/** Colours that keep 3:1 against the chip in both themes. */
const COLOURS: Record<FileKind, string> = {
  image: 'text-violet-700 dark:text-violet-300',
  pdf: 'text-red-700 dark:text-red-300',
  word: 'text-blue-700 dark:text-blue-300',
  excel: 'text-green-700 dark:text-green-300',
  powerpoint: 'text-orange-700 dark:text-orange-300',
  archive: 'text-muted-foreground',
  text: 'text-muted-foreground',
  file: 'text-muted-foreground',
};

export function FileKindIcon({ fileName, contentType }: { fileName: string; contentType?: string }) {
  const kind = fileKind(fileName, contentType);
  const Icon = ICONS[kind];
  return <Icon className={`size-4 shrink-0 ${COLOURS[kind]}`} aria-hidden="true" />;
}
