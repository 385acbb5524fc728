import { defineErrors } from '../../core/error-codes';

/** Refusals of an image upload (a wrong type or too large a file are the shared INVALID_FILE_TYPE, FILE_TOO_LARGE). */
export const uploadErrors = defineErrors({
  UPLOAD_FAILED: { code: 1009, status: 200, en: 'Upload failed', zh_CN: '上传失败' },
  STORAGE_QUOTA_EXCEEDED: {
    code: 1063,
    status: 200,
    en: 'Your storage space for uploaded files is full, please contact customer service',
    zh_CN: '您的上传文件存储空间已满，请联系客服',
  },
});
