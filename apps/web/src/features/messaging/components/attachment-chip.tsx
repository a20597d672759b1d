import type { Attachment } from '@basisdesk/shared/messaging/messaging.schema';
import { useQuery } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { showFailureToast } from '@/lib/failure-toast';
import { formatFileSize } from '@/lib/format-file-size';
import { fetchAttachment, useDownloadAttachment } from '../api/download-attachment';
import { messagingKeys } from '../api/messaging-keys';
import { isPreviewableImage } from '../file-kinds';
import { FileKindIcon } from './file-kind-icon';

type AttachmentChipProps = {
  attachment: Attachment;
  /** Only the sender deletes a file (spec §6). */
  onDelete?: () => void;
};

/** One file of a message: its icon, name and size, a download, and for an image a preview. */
export function AttachmentChip({ attachment, onDelete }: AttachmentChipProps) {
  const download = useDownloadAttachment();
  const { id, originalFileName: name, contentType, fileSize } = attachment;

  function handleDownload() {
    if (download.isPending) return;
    download.mutate(
      { attachmentId: id, fileName: name },
      { onError: (error) => showFailureToast('Failed to download attachment', error) },
    );
  }

  return (
    <div className="grid max-w-full gap-1 rounded-md border bg-background text-foreground">
      {isPreviewableImage(name, contentType) && <ImagePreview attachmentId={id} name={name} />}
      <div className="flex min-w-0 items-center gap-2 px-2 py-1">
        <FileKindIcon fileName={name} contentType={contentType} />
        <span className="min-w-0 flex-1 truncate text-sm" title={name}>
          {name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(fileSize)}</span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Download ${name}`}
          onClick={handleDownload}
          disabled={download.isPending}
        >
          <Download aria-hidden="true" />
        </Button>
        {onDelete && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete ${name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

/** The image, fetched with the bearer token as a Blob and shown through an object URL. */
function ImagePreview({ attachmentId, name }: { attachmentId: string; name: string }) {
  const { data: blob, isError } = useQuery({
    queryKey: messagingKeys.attachmentFile(attachmentId),
    queryFn: ({ signal }) => fetchAttachment(attachmentId, signal),
    // A stored file never changes; a deleted one leaves with its message.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  // A preview that cannot be fetched leaves the chip (its download says why when tried).
  if (isError) return null;
  if (!url) return <div className="h-32 w-full animate-pulse rounded-t-md bg-muted" aria-hidden="true" />;
  return <img src={url} alt={name} className="max-h-60 w-full rounded-t-md object-contain" />;
}
