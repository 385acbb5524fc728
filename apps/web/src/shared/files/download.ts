import { CoreErrorCode } from '@portal/contract';
import { ApiError } from '../api/api-error';
import { saveBlob } from './save-file';

export type DownloadOutcome = 'saved' | 'refused' | 'failed';

/** Spec 8: a download that fails is logged as 'Download Error' and nothing is shown. */
export function logDownloadError(error: unknown): void {
  console.error('Download Error', error);
}

/**
 * Whether the server answered with a reason (error_code ≠ 0, e.g. 'No data is exported' or a rule
 * of the label form): that is a refusal the merchant must read, not a failed download. An expired
 * session has its own dialog.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code > 0 && error.code !== CoreErrorCode.SESSION_EXPIRED;
}

/**
 * Fetches a file (with a silent call: this decides what is shown) and saves it. A refusal goes to
 * `onRefused`, which shows it; any other failure (network, a broken reply) is only logged.
 */
export async function fetchAndSave(
  fetchBlob: () => Promise<Blob>,
  fileName: string,
  onRefused: (refusal: ApiError) => void,
): Promise<DownloadOutcome> {
  let blob: Blob;
  try {
    blob = await fetchBlob();
  } catch (error) {
    if (isRefusal(error)) {
      onRefused(error);
      return 'refused';
    }
    if (!(error instanceof ApiError && error.code === CoreErrorCode.SESSION_EXPIRED)) logDownloadError(error);
    return 'failed';
  }
  saveBlob(blob, fileName);
  return 'saved';
}
