import { PARAMETERS_CUT_MARK } from '@portal/contract';

/**
 * The logged parameters as a person reads them: JSON indented, or the text as kept when it does
 * not parse (cut at the log's limit, its end marked), and whether it was cut.
 */
export function parametersText(params: string): { text: string; cut: boolean } {
  const cut = params.endsWith(PARAMETERS_CUT_MARK);
  try {
    return { text: JSON.stringify(JSON.parse(params), null, 2), cut };
  } catch {
    return { text: params, cut };
  }
}
