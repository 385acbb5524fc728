import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { useMay } from '../session/use-may';
import type { ImportKind } from './import-kind';

// The dialog's code (upload, results) loads when it is first opened: a list shows without it.
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));

interface ImportButtonProps {
  label: string;
  /** The dialog's title. */
  title: string;
  kinds: ImportKind[];
}

/**
 * A list's Import button with its dialog (template, upload, results), mounted once first opened.
 * Offered only when the account may make every kind's upload.
 */
export function ImportButton({ label, title, kinds }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const may = useMay();
  if (!kinds.every((kind) => may(kind.upload))) return null;
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="import-button">
        {label}
      </Button>
      <Suspense fallback={null}>
        {used ? <ImportDialog open={open} onClose={() => setOpen(false)} title={title} kinds={kinds} /> : null}
      </Suspense>
    </>
  );
}
