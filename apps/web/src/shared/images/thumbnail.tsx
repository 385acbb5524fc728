import { PictureOutlined } from '@ant-design/icons';
import { Image, theme } from 'antd';
import { type CSSProperties, useState } from 'react';

interface ThumbnailProps {
  /** The image's address; empty for none. */
  src: string;
  /** What the image shows (the SKU): read by screen readers, and the placeholder's name. */
  alt: string;
  size: number;
  /** Clicking opens the image large (details); lists open nothing. */
  preview?: boolean;
}

/**
 * An image of a record, or the placeholder when there is none or it does not load (a deleted
 * upload, an address that moved): never the browser's broken-image box with its alt text.
 */
export function Thumbnail({ src, alt, size, preview = false }: ThumbnailProps) {
  const { token } = theme.useToken();
  // The address that failed: another address (a new upload) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const box: CSSProperties = { width: size, height: size, borderRadius: token.borderRadiusSM };
  if (!src || failed === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        data-testid="image-placeholder"
        style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <PictureOutlined style={{ fontSize: Math.round(size / 2.4), color: token.colorTextQuaternary }} />
      </span>
    );
  }
  const onError = () => setFailed(src);
  if (preview)
    return <Image src={src} alt={alt} width={size} height={size} style={{ objectFit: 'cover' }} onError={onError} />;
  return <img src={src} alt={alt} onError={onError} style={{ ...box, objectFit: 'cover', display: 'block' }} />;
}
