import { LoadingOutlined } from '@ant-design/icons';
import { errorMessage, IMAGE_TYPES, type Product, product, SKU_IMAGE_MAX_BYTES, upload } from '@portal/contract';
import { App, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { apiLang } from '../../../shared/i18n/languages';
import { Thumbnail } from '../../../shared/images/thumbnail';

const SIZE = 48;

/** The SKU's thumbnail; clicking it uploads another image (/upload/img) and puts it on the SKU. */
export function ProductImageCell({ item }: { item: Pick<Product, 'id' | 'sku' | 'image_url'> }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const update = useOperationMutation(product.updateProductUrl);
  const uploading = useOperationMutation(upload.uploadImage);

  const replace = async (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    const uploaded = await uploading.mutateAsync({ body });
    await update.mutateAsync({ body: { id: item.id, image_url: uploaded.url } });
    void message.success(t('productList.imageChanged'));
  };
  const check = (file: File) => {
    const lang = apiLang(i18n.language);
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
      void message.error(errorMessage('INVALID_FILE_TYPE', lang));
    else if (file.size > SKU_IMAGE_MAX_BYTES) void message.error(errorMessage('FILE_TOO_LARGE', lang));
    // Refusals of the server are toasted by the request layer.
    else void replace(file).catch(() => undefined);
    return Upload.LIST_IGNORE;
  };

  const busy = uploading.isPending || update.isPending;
  const box = { width: SIZE, height: SIZE, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
  return (
    <Upload accept={IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={check} disabled={busy}>
      <Tooltip title={t('productList.changeImage')}>
        <button
          type="button"
          aria-label={t('productList.changeImageOf', { sku: item.sku })}
          data-testid="product-image"
          style={{
            ...box,
            padding: 0,
            border: '1px dashed #d9d9d9',
            borderRadius: 4,
            background: 'none',
            cursor: 'pointer',
          }}
        >
          {busy ? <LoadingOutlined /> : <Thumbnail src={item.image_url} alt={item.sku} size={SIZE - 2} />}
        </button>
      </Tooltip>
    </Upload>
  );
}
