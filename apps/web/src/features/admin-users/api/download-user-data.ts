import type { User } from '@basisdesk/shared/users/users.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { userDataFileName } from '../user-data-file-name';

export const DOWNLOAD_USER_DATA_FAILED = "The user's data was not downloaded";

/** GET Admin/users/{id}/data-export: everything held about one user, saved as a ZIP named for them. */
export async function downloadUserData(user: Pick<User, 'id' | 'email'>) {
  const archive = await api.getFile(`/Admin/users/${encodeURIComponent(user.id)}/data-export`, {
    fallbackError: DOWNLOAD_USER_DATA_FAILED,
  });
  saveFile(archive, userDataFileName(user.email, new Date()));
}

export const useDownloadUserData = () => useMutation({ mutationFn: downloadUserData });
