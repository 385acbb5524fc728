import type { ContentOf, Evaluation, evaluation, opsContent, ParsedBodyOf, ParsedQueryOf } from '@portal/contract';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { EvaluationRepository, EvaluationRow } from './evaluation-repository';
import { quarterOf } from './quarter';

/** How many quarters of averages staff see: two years. */
const TREND_QUARTERS = 8;

/** The service evaluation's rules (docs/server/evaluations.md): one rating per merchant and UTC quarter. */
export class EvaluationService {
  constructor(
    private readonly core: Pick<Core, 'clock' | 'customers'>,
    private readonly ratings: EvaluationRepository,
  ) {}

  async current(viewer: Viewer): Promise<ContentOf<typeof evaluation.getCurrent>> {
    const { quarter, nextOpensOn } = quarterOf(this.core.clock.now());
    const row = await this.ratings.find(viewer, quarter);
    return { quarter, next_opens_on: nextOpensOn, evaluation: row ? viewOf(row) : null };
  }

  async submit(viewer: Viewer, body: ParsedBodyOf<typeof evaluation.submit>): Promise<Evaluation> {
    const now = this.core.clock.now();
    const { quarter, nextOpensOn } = quarterOf(now);
    const row: EvaluationRow = {
      customer_id: viewer.customerId,
      quarter,
      account_id: viewer.accountId,
      overall: body.overall,
      inbound: body.inbound,
      fulfilment: body.fulfilment,
      customer_service: body.customer_service,
      billing: body.billing,
      comment: body.comment,
      created_at: now.toISOString(),
    };
    if (!(await this.ratings.insert(row))) {
      throw new AppError('EVALUATION_ALREADY_GIVEN', { params: { quarter, next: nextOpensOn } });
    }
    return viewOf(row);
  }

  /** Staff: the ratings with their merchants' names, and the quarters' averages. */
  async list(
    query: ParsedQueryOf<typeof opsContent.getEvaluations>,
  ): Promise<ContentOf<typeof opsContent.getEvaluations>> {
    const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [{ rows, total }, trend] = await Promise.all([
      this.ratings.page(query.quarter, page),
      this.ratings.trend(TREND_QUARTERS),
    ]);
    const names = await this.core.customers.namesOf(rows.map((row) => row.customer_id));
    return {
      list: rows.map((row) => ({
        ...viewOf(row),
        customer_id: row.customer_id,
        customer_name: names.get(row.customer_id) ?? '',
      })),
      total,
      trend,
    };
  }
}

function viewOf(row: EvaluationRow): Evaluation {
  return {
    quarter: row.quarter,
    overall: row.overall,
    inbound: row.inbound,
    fulfilment: row.fulfilment,
    customer_service: row.customer_service,
    billing: row.billing,
    comment: row.comment,
    created_at: row.created_at,
  };
}
