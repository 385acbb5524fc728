/**
 * The parameter names whose values the operation log never keeps, whatever the operation: passwords,
 * tokens, keys and secrets, and the contents of a top-up voucher. Matched on the whole key, any case,
 * at any depth of the parameters (`new_password`, `body.api_key`). The one place they are named.
 */
export const SECRET_PARAMETER_PATTERN =
  /(password|passwd|pwd|token|secret|api_?key|ops_?key|voucher|authorization|cookie)/i;

/** What stands in the log for a masked value. */
export const MASKED = '******';

/** The longest parameter text the log keeps: a longer one is cut there and marked (`PARAMETERS_CUT_MARK`). */
export const PARAMETERS_MAX_CHARS = 4000;
export const PARAMETERS_CUT_MARK = '…(cut)';

/** The longest user agent kept. */
export const USER_AGENT_MAX_CHARS = 300;
