/** The accounts' answers to the help articles' "was this helpful?", and the warehouses' inbound guidelines. */
export interface HelpTables {
  help_feedback: HelpFeedbackTable;
  inbound_guideline_limits: InboundGuidelineLimitsTable;
  inbound_guideline_texts: InboundGuidelineTextsTable;
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

/** A warehouse's inbound limits, shared by both languages (provider-wide: no customer_id). */
export interface InboundGuidelineLimitsTable {
  warehouse_id: number;
  max_box_side_cm: number;
  max_box_weight_kg: number;
  max_pallet_height_cm: number;
  max_pallet_weight_kg: number;
  /** ISO weekdays, comma-separated ('1,2,3,4,5'). */
  receiving_days: string;
  receiving_from: string;
  receiving_to: string;
  appointment_hours: number;
  updated_at: string;
}

/** A warehouse's guideline sections in one language: JSON `[{ title, paragraphs: [] }]`. */
export interface InboundGuidelineTextsTable {
  warehouse_id: number;
  lang: string;
  sections: string;
  updated_at: string;
}
