import { defineErrors } from '../../core/error-codes';

/** Refusals of the service evaluation. */
export const evaluationErrors = defineErrors({
  EVALUATION_ALREADY_GIVEN: {
    code: 1731,
    status: 200,
    en: 'You have already rated the service for {quarter}; the next rating opens on {next}',
    zh_CN: '您已对 {quarter} 的服务进行过评价，下次评价将于 {next} 开放',
  },
});
