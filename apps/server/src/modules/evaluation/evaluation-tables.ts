/** The merchants' quarterly ratings of the service. */
export interface EvaluationTables {
  service_evaluations: ServiceEvaluationsTable;
}

export interface ServiceEvaluationsTable {
  customer_id: number;
  /** `2026-Q4`, in UTC. */
  quarter: string;
  /** The main account that rated. */
  account_id: number;
  overall: number;
  inbound: number;
  fulfilment: number;
  customer_service: number;
  billing: number;
  comment: string;
  created_at: string;
}
