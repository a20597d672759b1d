import { dataExportFileName } from '@basisdesk/shared/users/personal-data.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const DOWNLOAD_MY_DATA_FAILED = 'Your data was not downloaded';

/** GET users/me/data-export: everything held about the signed-in person, saved as a ZIP. */
export async function downloadMyData() {
  const archive = await api.getFile('/users/me/data-export', { fallbackError: DOWNLOAD_MY_DATA_FAILED });
  saveFile(archive, dataExportFileName(new Date()));
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
