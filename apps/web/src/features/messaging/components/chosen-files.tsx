import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatFileSize } from '@/lib/format-file-size';
import type { FileCheck } from '../use-file-checks';
import { FileKindIcon } from './file-kind-icon';

/** The files chosen for a message, each with where its check stands and, when refused, why. */
export function ChosenFiles({
  files,
  checks,
  onRemove,
  disabled,
}: {
  files: readonly File[];
  checks: ReadonlyMap<File, FileCheck>;
  onRemove: (index: number) => void;
  disabled: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Files to send">
      {files.map((file, index) => {
        const check = checks.get(file);
        const isRefused = check?.status === 'refused';
        return (
          <li
            key={`${file.name}-${index}`}
            data-testid="chosen-file"
            className={
              isRefused
                ? 'grid max-w-full gap-1 rounded-md border border-destructive bg-muted py-1 pr-1 pl-2 text-sm'
                : 'grid max-w-full gap-1 rounded-md border bg-muted py-1 pr-1 pl-2 text-sm'
            }
          >
            <div className="flex min-w-0 items-center gap-2">
              <FileKindIcon fileName={file.name} contentType={file.type} />
              <span className="max-w-40 truncate">{file.name}</span>
              <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
              {check?.status === 'checking' && (
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Spinner />
                  Checking…
                </span>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${file.name}`}
                onClick={() => onRemove(index)}
                disabled={disabled}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            {isRefused && (
              <p role="alert" className="text-xs font-medium text-destructive dark:text-red-300">
                {check.reason}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
