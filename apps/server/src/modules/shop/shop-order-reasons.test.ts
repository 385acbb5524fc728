import { recipientSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/app-error';
import { reasonsOf } from './shop-order-importer';

describe('why a shop order failed, as the merchant reads it', () => {
  const refused = (recipient: Record<string, unknown>) => {
    const parsed = recipientSchema.safeParse(recipient);
    if (parsed.success) throw new Error('the recipient was expected to break the rules');
    return reasonsOf(new AppError('VALIDATION_FAILED', { issues: parsed.error.issues }));
  };
  const berlin = {
    address_type: 1,
    first_name: 'Jane',
    last_name: 'Doe',
    phone: '+49 30 1234',
    address1: 'Unter den Linden',
    city: 'Berlin',
    state: 'BE',
    zip: '10117',
    country: 'DE',
    house_number: '7',
  };

  it('names a field by its label, not its key, in both languages', () => {
    expect(refused({ ...berlin, last_name: 'x'.repeat(60) })).toEqual([
      { en: 'Last Name: No more than 50 characters', zh_CN: '姓：不能超过 50 个字符' },
    ]);
  });

  it('leaves a message that names its field as it is', () => {
    expect(refused({ ...berlin, house_number: '' })).toEqual([
      {
        en: 'Please enter House Number: EU destinations need one',
        zh_CN: '请输入门牌号：欧盟国家的地址必须填写门牌号',
      },
    ]);
  });
});
