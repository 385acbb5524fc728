import { type BodyOf, warningEmail } from '@portal/contract';

export type WarningEmailKind = warningEmail.WarningEmailType;

export interface RecipientValues {
  email: string;
  types: WarningEmailKind[];
}

/** What the form holds: the contract's save body, as typed. */
export interface WarningEmailValues {
  digest_hour: number;
  recipients: RecipientValues[];
}

/** A new address starts with every kind ticked: most merchants want all of them. */
export function newRecipient(): RecipientValues {
  return { email: '', types: [...warningEmail.WARNING_EMAIL_TYPES] };
}

/** The kinds in the order the boxes show them (the order antd's group answers in), so a re-tick is no change. */
function inShownOrder(types: readonly WarningEmailKind[]): WarningEmailKind[] {
  return warningEmail.WARNING_EMAIL_TYPES.filter((type) => types.includes(type));
}

/** The form's values from the saved setting. */
export function valuesOf(setting: warningEmail.WarningEmailSetting): WarningEmailValues {
  return {
    digest_hour: setting.digest_hour,
    recipients: setting.recipients.map((recipient) => ({
      email: recipient.email,
      types: inShownOrder(recipient.types),
    })),
  };
}

/** The save's body: every address with its kinds, and the digest hour; the server trims and lower-cases addresses. */
export function saveBody(values: WarningEmailValues): BodyOf<typeof warningEmail.save> {
  return {
    digest_hour: values.digest_hour,
    recipients: values.recipients.map((recipient) => ({ email: recipient.email, types: recipient.types })),
  };
}
