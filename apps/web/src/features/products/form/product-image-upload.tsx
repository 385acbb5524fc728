import { PlusOutlined } from '@ant-design/icons';
import { upload as uploadArea } from '@portal/contract';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { failureText } from '../../../shared/forms/form-errors';
import { IMAGE_ACCEPT, type ImageFileProblem, imageFileProblem } from './image-file-check';
import { useImageProblemText } from './use-image-problem-text';

interface ProductImageUploadProps {
  id?: string;
  /** The uploaded image's address ('' for none), as /upload/img answered it. */
  value?: string;
  onChange?: (url: string) => void;
  /** Why a file was refused (null clears it): the form shows it under the field. */
  onRefused: (message: string | null) => void;
}

/** One SKU image: checked here, uploaded through /upload/img at once, its address kept in the form. */
export function ProductImageUpload({ id, value, onChange, onRefused }: ProductImageUploadProps) {
  const { t } = useTranslation();
  const problemText = useImageProblemText();
  const [uploading, setUploading] = useState<string | null>(null);

  const upload = async (file: File) => {
    const problem: ImageFileProblem | null = imageFileProblem(file);
    if (problem) return onRefused(problemText(problem));
    onRefused(null);
    setUploading(file.name);
    const body = new FormData();
    body.append('file', file);
    try {
      const reply = await callOperation(uploadArea.uploadImage, { body, silent: true });
      onChange?.(reply.url);
    } catch (error) {
      onRefused(failureText(error instanceof Error ? error : new Error(String(error))));
    } finally {
      setUploading(null);
    }
  };

  const fileList: UploadFile[] = uploading
    ? [{ uid: 'uploading', name: uploading, status: 'uploading' }]
    : value
      ? [{ uid: 'current', name: value.split('/').pop() ?? value, status: 'done', url: value }]
      : [];

  return (
    <Upload
      id={id}
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      maxCount={1}
      fileList={fileList}
      // The file goes through the app's request layer (token, language, errors), not antd's own request.
      beforeUpload={(file) => {
        void upload(file);
        return Upload.LIST_IGNORE;
      }}
      onRemove={() => {
        onChange?.('');
        return true;
      }}
    >
      {fileList.length === 0 && (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('productForm.image.upload')}</div>
        </button>
      )}
    </Upload>
  );
}
