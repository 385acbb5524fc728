import { defineErrors } from '../../core/error-codes';

/** Refusals of the surveys and their campaigns (1741–1749). */
export const surveyErrors = defineErrors({
  SURVEY_CLOSED: {
    code: 1741,
    status: 200,
    en: 'This survey is closed; answers can no longer be sent or changed',
    zh_CN: '本次问卷已结束，无法再提交或修改答卷',
  },
  SURVEY_CAMPAIGN_NOT_FOUND: {
    code: 1742,
    status: 404,
    en: 'The survey campaign does not exist',
    zh_CN: '问卷活动不存在',
  },
  SURVEY_CAMPAIGN_ALREADY_OPEN: {
    code: 1743,
    status: 200,
    en: 'Campaign {id} of this survey is still open; close it before opening another',
    zh_CN: '该问卷的活动 {id} 仍在进行中，请先关闭再开启新的活动',
  },
  SURVEY_CAMPAIGN_ALREADY_CLOSED: {
    code: 1744,
    status: 200,
    en: 'Campaign {id} is already closed',
    zh_CN: '活动 {id} 已关闭',
  },
});
