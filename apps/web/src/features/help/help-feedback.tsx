import { HELP_COMMENT_MAX, type HelpArticle, help } from '@portal/contract';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';
import { apiLang } from '../../shared/i18n/languages';

/**
 * "Was this helpful?" under an article: yes, or no with what was missing. The account's answer is
 * kept (one per article, the latest) and shown when it comes back; staff read the counts.
 */
export function HelpFeedback({ article }: { article: HelpArticle }) {
  const { t, i18n } = useTranslation();
  const answer = useOperationQuery(help.getFeedback, { article });
  const send = useOperationMutation(help.sendFeedback);
  const [askingWhy, setAskingWhy] = useState(false);
  const [changing, setChanging] = useState(false);
  const [comment, setComment] = useState('');
  // The answer just sent shows at once, before the read is fetched again.
  const given = send.data ?? answer.data?.feedback;

  const answerWith = async (helpful: 0 | 1, text = '') => {
    await send.mutateAsync({ body: { article, helpful, lang: apiLang(i18n.language), comment: text } });
    setAskingWhy(false);
    setChanging(false);
    setComment('');
  };

  if (answer.isPending) return null;
  return (
    <section aria-label={t('help.feedback.question')} className="help-feedback" data-testid="help-feedback">
      {given && !changing ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>
            {send.isSuccess ? `${t('help.feedback.thanks')} ` : ''}
            {given.helpful ? t('help.feedback.answeredYes') : t('help.feedback.answeredNo')}
          </Typography.Text>
          <Button type="link" onClick={() => setChanging(true)}>
            {t('help.feedback.change')}
          </Button>
        </Flex>
      ) : askingWhy ? (
        <Flex vertical gap={8} style={{ maxWidth: 560 }}>
          <label htmlFor={`help-why-${article}`}>{t('help.feedback.whatMissing')}</label>
          <Input.TextArea
            id={`help-why-${article}`}
            value={comment}
            maxLength={HELP_COMMENT_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setComment(event.target.value)}
          />
          <div>
            <BusyButton type="primary" busy={send.isPending} onClick={() => void answerWith(0, comment)}>
              {t('help.feedback.send')}
            </BusyButton>
          </div>
        </Flex>
      ) : (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{t('help.feedback.question')}</Typography.Text>
          <BusyButton busy={send.isPending} onClick={() => void answerWith(1)}>
            {t('help.feedback.yes')}
          </BusyButton>
          <Button onClick={() => setAskingWhy(true)}>{t('help.feedback.no')}</Button>
        </Flex>
      )}
    </section>
  );
}
