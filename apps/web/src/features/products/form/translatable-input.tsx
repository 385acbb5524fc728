import { TranslationOutlined } from '@ant-design/icons';
import { Input, type InputProps, Space, Tooltip } from 'antd';
import { BusyButton } from '../../../shared/forms/busy-button';

interface TranslatableInputProps extends Omit<InputProps, 'onChange'> {
  value?: string;
  onChange?: InputProps['onChange'];
  /** What the button does, e.g. "Translate from English": its tooltip and accessible name. */
  translateLabel: string;
  translating: boolean;
  onTranslate: () => void;
}

/** A name input with a button that fills it from the name in the other language. */
export function TranslatableInput({ translateLabel, translating, onTranslate, ...input }: TranslatableInputProps) {
  return (
    <Space.Compact block>
      <Input {...input} />
      {/* An icon keeps the name wide enough to read in a three-column row; the tooltip says what it does. */}
      <Tooltip title={translateLabel}>
        <BusyButton
          icon={<TranslationOutlined />}
          aria-label={translateLabel}
          busy={translating}
          onClick={onTranslate}
        />
      </Tooltip>
    </Space.Compact>
  );
}
