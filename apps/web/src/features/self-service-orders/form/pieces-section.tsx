import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { selfServiceOrder } from '@portal/contract';
import { Button, Card, Checkbox, Col, Flex, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomsLines } from './customs-lines';
import { emptyPiece } from './parcel-form-values';
import { listRule } from './parcel-rules';
import type { ParcelFields } from './use-parcel-fields';

const MEASURES = ['weight_g', 'length_cm', 'width_cm', 'height_cm'] as const;

/**
 * The parcel's pieces (a multi-piece consignment): each weighed and measured as the merchant packs
 * it (the hub measures again), with what it holds. Each piece is quoted as a parcel of its own.
 */
export function PiecesSection({ fields }: { fields: ParcelFields }) {
  const { t } = useTranslation();
  return (
    <Card title={t('parcelForm.sections.pieces')}>
      {/* Only methods that carry dangerous goods quote the parcel then, with their surcharge. */}
      <Form.Item name="dangerous_goods" valuePropName="checked" extra={t('parcelForm.dangerousGoodsHint')}>
        <Checkbox>{t('parcelForm.fields.dangerous_goods')}</Checkbox>
      </Form.Item>
      <Form.List name="pieces" rules={[listRule(selfServiceOrder.parcelDraftObject.shape.pieces)]}>
        {(pieces, { add, remove }, { errors }) => (
          <Flex vertical gap={16}>
            {pieces.map((piece, index) => (
              <Card
                key={piece.key}
                size="small"
                type="inner"
                title={t('parcelForm.pieces.title', { n: index + 1 })}
                data-testid="parcel-piece"
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={pieces.length === 1}
                    onClick={() => remove(piece.name)}
                    aria-label={t('parcelForm.pieces.remove', { n: index + 1 })}
                  />
                }
              >
                <Row gutter={12}>
                  {MEASURES.map((name) => (
                    <Col xs={12} md={6} key={name}>
                      <Form.Item {...fields.piece(name)} name={[piece.name, name]}>
                        <InputNumber
                          min={0}
                          precision={name === 'weight_g' ? 0 : 1}
                          style={{ width: '100%' }}
                          suffix={name === 'weight_g' ? 'g' : 'cm'}
                        />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
                <CustomsLines piece={piece.name} fields={fields} />
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <div>
              <Button
                icon={<PlusOutlined />}
                disabled={pieces.length >= selfServiceOrder.PARCEL_PIECES_MAX}
                onClick={() => add(emptyPiece())}
              >
                {t('parcelForm.pieces.add')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}
