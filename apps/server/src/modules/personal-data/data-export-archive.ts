import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { FileNotFoundError, type FileStore } from '../../lib/file-store/file-store';
import type { Logger } from '../../lib/logger';
import type { ExportedData, ExportedFile } from './data-export.repository';
import { dataExportReadme } from './data-export-readme';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Adds the person's files one after another, each streamed from the store into the archive as
 * the client reads it: one file open at a time, nothing held whole. A file gone from the store
 * since the read (deleted meanwhile) is named, not fatal; any other fault ends the archive.
 */
async function addFiles(
  zip: ZipFile,
  store: FileStore,
  files: ExportedFile[],
  mtime: Date,
): Promise<string[]> {
  const missing: string[] = [];
  for (const file of files) {
    let body: Readable;
    try {
      body = await store.get(file.storageKey);
    } catch (error) {
      if (!(error instanceof FileNotFoundError)) throw error;
      missing.push(file.pathInArchive);
      continue;
    }
    // Stored files are mostly compressed already (images, PDFs): stored as they are.
    zip.addReadStream(body, file.pathInArchive, { mtime, compress: false });
    await finished(body);
  }
  return missing;
}

/**
 * The download (decision 041): README.txt, one JSON file per kind of data, and attachments/, as
 * a ZIP stream. The JSON is written first, then the files are streamed in; a fault while
 * streaming destroys the stream, so the client's archive is visibly broken rather than short.
 */
export function writeDataArchive(input: {
  data: ExportedData;
  store: FileStore;
  appName: string;
  at: Date;
  log: Logger;
}): Readable {
  const { data, at: mtime } = input;
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.addBuffer(Buffer.from(dataExportReadme(input.appName, mtime)), 'README.txt', { mtime });
  zip.addBuffer(json(data.profile), 'profile.json', { mtime });
  zip.addBuffer(json(data.tickets), 'tickets.json', { mtime });
  zip.addBuffer(json(data.messages), 'messages.json', { mtime });
  zip.addBuffer(json(data.payments), 'payments.json', { mtime });
  zip.addBuffer(json(data.ratings), 'ratings.json', { mtime });
  zip.addBuffer(json(data.notifications), 'notifications.json', { mtime });
  zip.addBuffer(json(data.signInSessions), 'sign-in-sessions.json', { mtime });
  addFiles(zip, input.store, data.files, mtime).then(
    (missing) => {
      if (missing.length > 0) {
        zip.addBuffer(Buffer.from(`${missing.join('\n')}\n`), 'missing-files.txt', { mtime });
      }
      zip.end();
    },
    (error: unknown) => {
      input.log.error({ err: error }, 'Data export stopped while streaming a file');
      output.destroy(error instanceof Error ? error : new Error('Data export failed'));
    },
  );
  return output;
}
