import { TranslationOutlined } from '@ant-design/icons';
import { Button, Input, type InputProps, Space } from 'antd';

interface TranslatableInputProps extends Omit<InputProps, 'onChange'> {
  value?: string;
  onChange?: InputProps['onChange'];
  /** The button's text, e.g. "Translate from English". */
  translateLabel: string;
  translating: boolean;
  onTranslate: () => void;
}

/** A name input with a button that fills it from the name in the other language. */
export function TranslatableInput({ translateLabel, translating, onTranslate, ...input }: TranslatableInputProps) {
  return (
    <Space.Compact block>
      <Input {...input} />
      <Button icon={<TranslationOutlined />} loading={translating} onClick={onTranslate}>
        {translateLabel}
      </Button>
    </Space.Compact>
  );
}
