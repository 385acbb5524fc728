import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { errorMessage, IMPORT_ACCEPT, type ImportResult, importFileProblem } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Modal, Segmented, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../api/call-operation';
import { useMarkStale } from '../api/use-operation';
import { useDownload } from '../files/use-download';
import { BusyButton } from '../forms/busy-button';
import { apiLang } from '../i18n/languages';

import type { ImportKind } from './import-kind';
import { ImportResultView } from './import-result-view';

interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  kinds: ImportKind[];
}

/**
 * Import from an Excel file: download the template, choose an .xls/.xlsx file (name 3-64
 * characters), send it, and see what was saved and what failed, with the failed rows to download.
 * Once rows are saved, the reads the import makes stale (the contract's declaration) are refetched.
 */
export function ImportDialog({ open, onClose, title, kinds }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const markStale = useMarkStale();
  const template = useDownload();
  const [kindValue, setKindValue] = useState(kinds[0]?.value);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  /** The result shown is a dry run's: nothing was saved, and the same file can be imported next. */
  const [checked, setChecked] = useState(false);
  const kind = kinds.find((k) => k.value === kindValue) ?? kinds[0];

  const upload = useMutation({
    mutationFn: ({
      operation,
      chosen,
      dryRun,
    }: {
      operation: ImportKind['upload'];
      chosen: File;
      dryRun?: boolean;
    }) => {
      const body = new FormData();
      // Before the file: the server reads the fields that precede it.
      if (dryRun !== undefined) body.append('dry_run', String(dryRun));
      body.append('file', chosen, chosen.name);
      return callOperation(operation, { body });
    },
    onSuccess: async (content, { operation, dryRun }) => {
      setResult(content);
      setChecked(dryRun === true);
      if (!dryRun && content.success > 0) await markStale(operation);
    },
  });

  const startOver = () => {
    setFile(null);
    setResult(null);
    setChecked(false);
    upload.reset();
  };

  const close = () => {
    startOver();
    onClose();
  };
  const choose = (chosen: File) => {
    const problem = importFileProblem(chosen.name);
    if (problem) void message.error(errorMessage(problem, apiLang(i18n.language)));
    else setFile(chosen);
    // The file is sent with the Import button, not as soon as it is chosen.
    return Upload.LIST_IGNORE;
  };

  if (!kind) return null;
  const send = (dryRun: boolean) => {
    if (file) upload.mutate({ operation: kind.upload, chosen: file, dryRun: kind.dryRun ? dryRun : undefined });
  };
  const importButton = (
    <BusyButton
      type="primary"
      // After a check that found no row to import, importing the same file would save nothing.
      disabled={!file || (checked && result?.success === 0)}
      busy={upload.isPending && !upload.variables?.dryRun}
      onClick={() => send(false)}
      data-testid="import-start"
    >
      {t('listKit.import.start')}
    </BusyButton>
  );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        result && !checked ? (
          <Space>
            <Button onClick={startOver}>{t('listKit.import.again')}</Button>
            <Button type="primary" onClick={close}>
              {t('common.close')}
            </Button>
          </Space>
        ) : result ? (
          <Space wrap>
            <Button onClick={startOver}>{t('listKit.import.otherFile')}</Button>
            {importButton}
          </Space>
        ) : (
          <Space wrap>
            <Button onClick={close}>{t('common.cancel')}</Button>
            {kind.dryRun && (
              <BusyButton
                disabled={!file}
                busy={upload.isPending && upload.variables?.dryRun === true}
                onClick={() => send(true)}
                data-testid="import-check"
              >
                {t('listKit.import.check')}
              </BusyButton>
            )}
            {importButton}
          </Space>
        )
      }
    >
      {result ? (
        <ImportResultView result={result} checked={checked} keyLabel={kind.keyLabel} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {kinds.length > 1 && (
            <Segmented
              block
              value={kind.value}
              options={kinds.map((k) => ({ value: k.value, label: k.label }))}
              onChange={(value) => {
                setKindValue(value);
                setFile(null);
              }}
            />
          )}
          {kind.hint && <Typography.Text type="secondary">{kind.hint}</Typography.Text>}
          {kind.dryRun && <Typography.Text type="secondary">{t('listKit.import.checkHint')}</Typography.Text>}
          <BusyButton
            icon={<DownloadOutlined />}
            busy={template.busy}
            onClick={() => void template.run(kind.downloadTemplate, kind.templateFileName)}
            data-testid="import-template"
          >
            {t('listKit.import.template')}
          </BusyButton>
          <Upload.Dragger accept={IMPORT_ACCEPT} multiple={false} showUploadList={false} beforeUpload={choose}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('listKit.import.choose')}</p>
            <p className="ant-upload-hint">{errorMessage('IMPORT_FILE_NAME', apiLang(i18n.language))}</p>
          </Upload.Dragger>
          {file && (
            <Typography.Text data-testid="import-file">
              {t('listKit.import.chosen', { name: file.name })}
            </Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
}
