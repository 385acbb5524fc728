import { defineErrors } from '../../core/error-codes';

/** Refusals of the operation-log page. */
export const operationLogErrors = defineErrors({
  OPERATION_LOG_NOT_FOUND: {
    code: 1711,
    status: 200,
    en: 'The log entry does not exist or is not yours to read',
    zh_CN: '日志记录不存在或无权查看',
  },
});
