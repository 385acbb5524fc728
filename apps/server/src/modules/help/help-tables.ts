/** The accounts' answers to the help articles' "was this helpful?". */
export interface HelpTables {
  help_feedback: HelpFeedbackTable;
}

export interface HelpFeedbackTable {
  /** The account that answered (main or sub-account): each reader answers for itself. */
  account_id: number;
  article: string;
  customer_id: number;
  /** The language the article was read in: staff see which translation helps. */
  lang: string;
  helpful: number;
  comment: string;
  updated_at: string;
}
