import type { OutgoingMail } from './mailer';

/** `token=` of a link's query or fragment, as text or inside HTML (`&amp;token=`). */
const LINK_TOKEN = /([#?&;]token=)[\w%.~-]+/g;

export const MASKED_TOKEN = '[hidden]';

/** A mail as it may be shown or kept: the one-time tokens of its links replaced. */
export function maskLinkTokens<M extends Pick<OutgoingMail, 'text' | 'html'>>(mail: M): M {
  return {
    ...mail,
    text: mail.text.replace(LINK_TOKEN, `$1${MASKED_TOKEN}`),
    html: mail.html.replace(LINK_TOKEN, `$1${MASKED_TOKEN}`),
  };
}
